/**
 * docs/behaviour.md#limits: at most 6 events, the 6 latest articles, the 3 most recent beside the strategies.
 */
export const HOME_LIMITS = { events: 6, articles: 6, recentArticles: 3 } as const
