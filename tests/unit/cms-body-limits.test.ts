/** @jest-environment node */
import { cmsBodyLimit } from '@/lib/cms/body-limits'
import { CMS_JSON_BODY_BYTES, CMS_UPLOAD_BODY_BYTES } from '@/lib/cms/body-sizes'

const MULTIPART = 'multipart/form-data; boundary=x'
const limitOf = (path: string, headers: Record<string, string>) =>
  cmsBodyLimit(new Request(`http://x${path}`, { method: 'POST', headers }))

describe('cmsBodyLimit', () => {
  it('gives the upload cap to a signed-in multipart write to media or documents', () => {
    const cookie = 'theme=dark; payload-token=abc'
    expect(limitOf('/cms/api/media', { 'content-type': MULTIPART, cookie })).toBe(CMS_UPLOAD_BODY_BYTES)
    expect(limitOf('/cms/api/documents/7', { 'content-type': MULTIPART, cookie })).toBe(CMS_UPLOAD_BODY_BYTES)
    expect(limitOf('/cms/api/media', { 'content-type': MULTIPART, authorization: 'JWT abc' })).toBe(
      CMS_UPLOAD_BODY_BYTES,
    )
  })

  it('keeps every other request to the JSON cap', () => {
    const cookie = 'payload-token=abc'
    expect(limitOf('/cms/api/media', { 'content-type': MULTIPART })).toBe(CMS_JSON_BODY_BYTES)
    expect(limitOf('/cms/api/media', { 'content-type': MULTIPART, cookie: 'payload-token-x=1' })).toBe(
      CMS_JSON_BODY_BYTES,
    )
    expect(limitOf('/cms/api/media', { 'content-type': 'application/json', cookie })).toBe(CMS_JSON_BODY_BYTES)
    expect(limitOf('/cms/api/users/login', { 'content-type': MULTIPART, cookie })).toBe(CMS_JSON_BODY_BYTES)
    expect(limitOf('/cms/api/leads', { 'content-type': MULTIPART, cookie })).toBe(CMS_JSON_BODY_BYTES)
    expect(limitOf('/cms/api/mediafoo', { 'content-type': MULTIPART, cookie })).toBe(CMS_JSON_BODY_BYTES)
  })
})
