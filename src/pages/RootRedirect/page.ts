/** `/`, outside any language: the build writes its own root page instead (scripts/build/root-page.ts). */
export const path = '/'
export const staticPaths = () => []
export const areas = [] as const
