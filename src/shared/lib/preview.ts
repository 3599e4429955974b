/**
 * A preview build (docs/architecture.md#the-build): the pull-request workflow sets PREVIEW=true, and only then
 * do pages carry the editors' tools, such as the "edit this page" link; the public site never shows them.
 */
export const isPreviewBuild: boolean = import.meta.env.VITE_PREVIEW === 'true'
