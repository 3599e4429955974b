/** docs/behaviour.md#limits: at most 6 events, the 6 latest articles. */
export const HOME_LIMITS = { events: 6, articles: 6 } as const
