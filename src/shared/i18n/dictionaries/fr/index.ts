import type { Dictionary } from '../../translate'

// Every module of this folder is one area of the dictionary (common, pages, home, news…); they are merged
// into one flat dictionary. Key parity between languages is checked by tests/unit/i18n.test.ts.
const areas = import.meta.glob<{ default: Dictionary }>(['./*.ts', '!./index.ts'], { eager: true })

const dictionary: Dictionary = Object.assign({}, ...Object.values(areas).map((area) => area.default))
export default dictionary
