import { avatarPathSchema, changeAvatarInputSchema, maxAvatarUploadBytes } from '../contracts/profiles.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import {
  avatarPathOf,
  avatarSize,
  avatarSourceTypeNames,
  avatarUploadsPerAccount,
  isAvatarSourceType,
} from './domain/avatar.ts';

/**
 * Sets the signed-in account's profile photo. The kind of picture is read from its content, never
 * from its name; the picture is then decoded for real and stored as a small square WebP without
 * any metadata (a phone photo's EXIF carries where it was taken).
 */
export const changeAvatar = defineUseCase({
  name: 'profiles.changeAvatar',
  summary: 'Upload a profile photo (PNG, JPEG or WebP, at most 2 MB), stored as a 256×256 square',
  access: 'signedIn',
  upload: { maxBytes: maxAvatarUploadBytes },
  input: changeAvatarInputSchema,
  output: avatarPathSchema,
  errors: [
    'fileEmpty',
    'fileTypeNotAllowed',
    'imageUnreadable',
    'imageTooLarge',
    'payloadTooLarge',
    'tooManyRequests',
  ],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const retryAfterSeconds = await ctx.rateLimiter.retryAfterSeconds(avatarUploadsPerAccount, accountId);
    if (retryAfterSeconds > 0) throw new DomainError('tooManyRequests', { retryAfterSeconds });
    // Counted before the work: a refused picture cost the decoding too.
    await ctx.rateLimiter.penalize(avatarUploadsPerAccount, accountId);
    const { bytes } = input.file;
    if (bytes.byteLength === 0) throw new DomainError('fileEmpty');
    // The server refuses larger bodies while they stream; this holds for every other caller.
    if (bytes.byteLength > maxAvatarUploadBytes) {
      throw new DomainError('payloadTooLarge', { limitKb: maxAvatarUploadBytes / 1024 });
    }
    const detected = await ctx.fileTypeDetector.detect(bytes);
    if (!detected || !isAvatarSourceType(detected.mime)) {
      throw new DomainError('fileTypeNotAllowed', { allowed: avatarSourceTypeNames });
    }
    const image = await ctx.images.squareThumbnail(bytes, avatarSize);
    const storedAt = ctx.clock.now();
    const profilePhotoPath = avatarPathOf(accountId, storedAt);
    await ctx.unitOfWork.run(({ repositories }) =>
      repositories.profiles.saveAvatar(
        { accountId, contentType: image.contentType, content: image.bytes, updatedAt: storedAt },
        profilePhotoPath,
      ),
    );
    return { profilePhotoPath };
  },
});
