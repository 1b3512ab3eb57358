/**
 * A tap that needs a helper the phone could not download (the map, notifications). Loaded with
 * the browser's helpers (src/shared/lazy/run-with-chunk.ts), not in the first load.
 */
export const helperFailed = {
  offline: '인터넷에 연결되어 있지 않아 지금은 열 수 없습니다. 연결된 뒤에 다시 시도해 주세요.',
  timeout: '응답이 없어 열지 못했습니다. 인터넷 연결을 확인하고 다시 시도해 주세요.',
  unavailable: '지금은 열 수 없습니다. 잠시 후 다시 시도해 주세요.',
} as const
