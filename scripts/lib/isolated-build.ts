import path from 'node:path'

/**
 * Environment for a build that keeps everything in one folder — site, reference database, snapshots and
 * images — beside the developer's own, from the reference back-end (no API_URL).
 */
export function isolatedBuildEnv(
  root: string,
): NodeJS.ProcessEnv & { DIST_DIR: string; AHB_DATA_DIR: string } {
  return {
    ...process.env,
    DIST_DIR: path.join(root, 'dist'),
    AHB_DATA_DIR: path.join(root, 'data'),
    SNAPSHOT_DIR: path.join(root, 'snapshots'),
    MEDIA_DIR: path.join(root, 'media'),
    API_URL: '',
    PUBLIC_API_URL: '',
  }
}
