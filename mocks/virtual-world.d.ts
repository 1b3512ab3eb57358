declare module 'virtual:sandbox-world' {
  /** Changes whenever the seed changes: a saved demo world from another seed is discarded. */
  export const worldId: string
  const world: import('./db/snapshot').WorldSnapshot
  export default world
}
