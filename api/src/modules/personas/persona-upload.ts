import { PERSONA_TEXT_FIELDS, PROFILE_MAX_BYTES, type PersonaTextField } from '@lyceum/contracts';
import type { FastifyRequest } from 'fastify';
import { apiError } from '../../lib/http-errors';
import { isMalformedMultipart } from '../../lib/multipart-errors';
import {
  FRENCH_PROFILE_FIELD,
  PROFILE_FIELD,
  isProfileField,
  tooLong,
  type PersonaSubmission,
  type ProfileField,
} from './persona-form';

/**
 * Longest text field read, in bytes: the longest field's characters at four bytes each fit
 * under it, so a field cut here is too long whatever it holds.
 */
const FIELD_MAX_BYTES = 16 * 1024;

const isTextField = (name: string): name is PersonaTextField =>
  (PERSONA_TEXT_FIELDS as readonly string[]).includes(name);

/** The bytes of `stream`, refused once more than `max` went through (naming `field`). */
async function readCapped(
  stream: AsyncIterable<Buffer>,
  max: number,
  field: ProfileField,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > max) throw apiError('personas.profile_too_large', field);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Reads the persona form (multipart/form-data): its text fields, and its profile files (the
 * profile and the French one), each kept in memory up to `PROFILE_MAX_BYTES`, its size checked as
 * it arrives. A profile part sent twice makes the form malformed; other parts are skipped.
 */
export async function receivePersonaForm(request: FastifyRequest): Promise<PersonaSubmission> {
  const submission: PersonaSubmission = { fields: {}, profile: null, frenchProfile: null };
  const received = new Set<ProfileField>();
  // The file being read, which a refusal of its size names.
  let reading: ProfileField = PROFILE_FIELD;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: PROFILE_MAX_BYTES,
        files: 2,
        fields: 20,
        fieldSize: FIELD_MAX_BYTES,
        parts: 22,
      },
    })) {
      if (part.type === 'field') {
        if (!isTextField(part.fieldname) || typeof part.value !== 'string') continue;
        if (part.valueTruncated) throw tooLong(part.fieldname);
        submission.fields[part.fieldname] = part.value;
        continue;
      }
      if (!isProfileField(part.fieldname)) {
        part.file.resume();
        continue;
      }
      if (received.has(part.fieldname)) throw apiError('request.malformed');
      received.add(part.fieldname);
      reading = part.fieldname;
      const bytes = await readCapped(part.file, PROFILE_MAX_BYTES, reading);
      if (part.file.truncated) throw apiError('personas.profile_too_large', reading);
      // A file input left empty is sent as a part without a file name or bytes.
      if (part.filename === '' && bytes.length === 0) continue;
      const upload = { filename: part.filename, bytes };
      if (reading === FRENCH_PROFILE_FIELD) submission.frenchProfile = upload;
      else submission.profile = upload;
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw apiError('personas.profile_too_large', reading);
      }
      if (error.code.startsWith('FST_')) throw apiError('request.malformed');
    }
    if (isMalformedMultipart(error)) throw apiError('request.malformed');
    throw error;
  }
  return submission;
}
