/** Whether this build ships the kill switch in place of the service worker (`SERVICE_WORKER=off`, README). */
export const workerTurnedOff = import.meta.env.VITE_SERVICE_WORKER === 'off'
