/**
 * The year of the build, for the footer's ©. scripts/build.ts fixes BUILD_DATE (YYYY-MM-DD) once for the whole
 * build (docs/architecture.md#the-build), so every page of a build says the same year whatever the hour its
 * worker renders it; outside a build (the dev server, tests) it is this year. Build-time only: it reads the
 * environment.
 */
export function buildYear(date: string | undefined = process.env.BUILD_DATE): number {
  const year = /^(\d{4})-\d{2}-\d{2}$/.exec(date ?? '')?.[1]
  return year ? Number(year) : new Date().getUTCFullYear()
}
