import en from '../../src/shared/i18n/dictionaries/en/common'
import fr from '../../src/shared/i18n/dictionaries/fr/common'
import { paths } from '../../src/shared/app/paths'
import { DEFAULT_LANG, LANG_STORAGE_KEY, LANGS, rootLang, type Lang } from '../../src/shared/i18n/languages'
import { localizePath } from '../../src/shared/i18n/paths'

/** The script of the root page, as a file: it sends a returning visitor to the language they chose. */
export const ROOT_REDIRECT_SCRIPT_FILE = 'lang-redirect.js'

/** `rootLang` itself, run on the stored choice (none when storage is off). */
export function rootRedirectScript(): string {
  const args = [LANGS, DEFAULT_LANG].map((value) => JSON.stringify(value)).join(',')
  return `(function(){var s=null;try{s=localStorage.getItem(${JSON.stringify(LANG_STORAGE_KEY)})}catch(e){}location.replace('/'+(${rootLang.toString()})(s,${args}))})()\n`
}

/**
 * `/` (docs/behaviour.md#the-root-page): a real page, no app code. Without JavaScript the meta refresh goes
 * to /fr; with it, the script goes to the stored language first.
 */
export function rootPageHtml(): string {
  const home = (lang: Lang) => localizePath(paths.home(), lang)
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${fr['site.fullName']}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${home(DEFAULT_LANG)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script src="/${ROOT_REDIRECT_SCRIPT_FILE}"></script>
</head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:3rem 1rem">
<p lang="fr">${fr['redirect.text']} <a href="${home('fr')}">${fr['redirect.link']}</a></p>
<p lang="en"><a href="${home('en')}">${en['redirect.link']} (English)</a></p>
</body>
</html>
`
}
