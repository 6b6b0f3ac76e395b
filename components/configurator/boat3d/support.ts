/**
 * Whether this visit should get the 3D view: a WebGL 2 context (three.js needs it), no request for reduced
 * motion and no data saver. Checked before three.js is downloaded.
 */
export function canUse3d(): boolean {
  if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    return false
  }
  const connection: unknown = Reflect.get(navigator, 'connection')
  if (typeof connection === 'object' && connection !== null && Reflect.get(connection, 'saveData') === true) {
    return false
  }
  try {
    const gl = document.createElement('canvas').getContext('webgl2')
    if (!gl) return false
    gl.getExtension('WEBGL_lose_context')?.loseContext()
    return true
  } catch {
    return false
  }
}

/** Runs `task` once the browser is idle (or after `timeout` ms at the latest); returns a cancel function. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, 200)
  return () => window.clearTimeout(id)
}
