import type { FastifyRequest } from 'fastify';
import { idSchema, MEDIA_MAX_BYTES, MEDIA_TYPES } from '../../contract';
import { badRequest, HttpError } from '../../lib/errors';
import type { SiteAccess } from '../sites/access';
import { detectImageType, type MediaType } from './detect-type';

const TOO_LARGE = `The image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`;
const UNSUPPORTED = 'Only JPEG, PNG, WebP and AVIF images can be uploaded';
const NOT_MULTIPART = 'Send the image as multipart/form-data';

/** The multipart plugin's own limits, in words a user can act on. */
const MULTIPART_ERRORS: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, TOO_LARGE],
  FST_FILES_LIMIT: [400, 'Send one file'],
  FST_FIELDS_LIMIT: [400, 'Send only the fields file and site_id'],
  FST_PARTS_LIMIT: [400, 'Send only the fields file and site_id'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, NOT_MULTIPART],
  FST_MP_PREMATURE_CLOSE: [400, 'The upload was interrupted'],
};

function multipartError(error: unknown): never {
  const known = MULTIPART_ERRORS[(error as { code?: string }).code ?? ''];
  if (known) throw new HttpError(known[0], known[1]);
  throw error;
}

/** The multipart plugin's limits for this upload (10 MB, one file, the field site_id). */
export const UPLOAD_LIMITS = {
  fileSize: MEDIA_MAX_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: 100,
};

/**
 * Reads a multipart body: at most one `file` part and the text fields `onField` accepts (it
 * throws for others), in any order. 400/413/415 on bad input.
 */
async function readParts(
  request: FastifyRequest,
  onField: (name: string, value: unknown) => Promise<void>,
): Promise<Buffer | null> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw badRequest('Invalid request body', { [part.fieldname]: ['Unknown field'] });
        bytes = await part.toBuffer();
      } else {
        await onField(part.fieldname, part.value);
      }
    }
  } catch (error) {
    multipartError(error);
  }
  return bytes;
}

/** The file is there and is one of the accepted types, read from its bytes. */
function checkedFile(bytes: Buffer | null): { bytes: Buffer; type: MediaType } {
  if (!bytes || bytes.length === 0)
    throw badRequest('Invalid request body', { file: ['Choose an image to upload'] });
  const type = detectImageType(bytes);
  if (!type || !MEDIA_TYPES.includes(type)) throw new HttpError(415, UNSUPPORTED);
  return { bytes, type };
}

const unknownField = (name: string) => badRequest('Invalid request body', { [name]: ['Unknown field'] });

/**
 * Reads an upload's multipart body (`file` and `site_id`, in any order): checks the site as soon
 * as its id arrives, then the file's type from its bytes. 400/403/404/413/415 on bad input.
 */
export async function receiveUpload(
  request: FastifyRequest,
  access: SiteAccess,
  adminUserId: number,
): Promise<{ siteId: number; bytes: Buffer; type: MediaType }> {
  let siteId: number | null = null;
  const bytes = await readParts(request, async (name, value) => {
    if (name !== 'site_id') throw unknownField(name);
    const parsed = idSchema.safeParse(value);
    if (!parsed.success) throw badRequest('Invalid request body', { site_id: ['Choose a site'] });
    siteId = parsed.data;
    // Checked as soon as it arrives: a site the admin does not manage costs no upload.
    await access.requireSite(adminUserId, siteId);
    await access.requirePermission(adminUserId, 'media.upload', siteId);
  });
  if (siteId === null) throw badRequest('Invalid request body', { site_id: ['Choose a site'] });
  return { siteId, ...checkedFile(bytes) };
}

/** A replacement's multipart body: `file` only (the image's site was checked from its id). */
export async function receiveReplacement(request: FastifyRequest): Promise<{ bytes: Buffer; type: MediaType }> {
  const bytes = await readParts(request, async (name) => {
    throw unknownField(name);
  });
  return checkedFile(bytes);
}
