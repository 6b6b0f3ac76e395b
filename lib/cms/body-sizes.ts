/**
 * How much of a request body the CMS API reads. JSON documents (logins, REST writes, the largest rich-text
 * page) stay far under 2 MB; only an editor's upload to media or documents may carry a file, up to 50 MB (the
 * same figure as Payload's own `upload.limits.fileSize`, with room for the multipart framing). nginx in
 * deploy/ repeats these figures.
 */
export const CMS_JSON_BODY_BYTES = 2 * 1024 * 1024
export const CMS_UPLOAD_FILE_BYTES = 50 * 1024 * 1024
export const CMS_UPLOAD_BODY_BYTES = CMS_UPLOAD_FILE_BYTES + 1024 * 1024
