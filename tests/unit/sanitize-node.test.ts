// @vitest-environment jsdom
// The sanitizer under test is the build-time one (sanitize-html, no DOM); jsdom only inspects its output.
import { sanitizeRichText } from '../../scripts/pipeline/sanitize'
import { describeSanitizer } from './sanitizer-cases'

describeSanitizer('build-time sanitizer', sanitizeRichText)
