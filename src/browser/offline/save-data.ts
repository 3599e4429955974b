/**
 * Whether the visitor asked the browser to save data (Save-Data, `navigator.connection.saveData`): the slider
 * then does not move by itself, images take their smallest variant and nothing is fetched ahead of need.
 */
export function savesData(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
}
