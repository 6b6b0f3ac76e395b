// nginx JavaScript (njs) for the edge: the moment of the site's last publish. Pages are cached under it,
// so when an instance reports a publish every page moves to a new cache key at once, on every worker
// (they share the file), instead of waiting for its copy to expire.
import fs from 'fs'

/** @param {NginxHTTPRequest} r */
function file(r) {
  const name = r.variables.wama_publish_file
  // deploy/nginx.conf.template sets it for every location that calls this script.
  if (!name) throw new Error('$wama_publish_file is not set')
  return name
}

/**
 * The last publish this edge heard of ("0" before the first).
 * @param {NginxHTTPRequest} r
 */
function lastPublish(r) {
  try {
    return fs.readFileSync(file(r), 'utf8')
  } catch (_missing) {
    // The first request of a new edge starts the record (a failed read costs far more than a read), never
    // overwriting one that a publish wrote in the meantime.
    try {
      fs.writeFileSync(file(r), '0', { flag: 'wx' })
    } catch (_taken) {
      // Written by another worker, or by a publish.
    }
    return '0'
  }
}

/**
 * POST from an app instance after it expired cached content: a new value, written whole.
 * @param {NginxHTTPRequest} r
 */
function published(r) {
  if (r.method !== 'POST') {
    r.return(405)
    return
  }
  const target = file(r)
  const temp = target + '.' + process.pid
  fs.writeFileSync(temp, String(Date.now()) + '-' + Math.floor(Math.random() * 1e9))
  fs.renameSync(temp, target)
  r.return(204)
}

const edge = { lastPublish, published }
export default edge
