import { downloadFileSchema } from '../contracts/files.ts';
import { avatarInputSchema } from '../contracts/profiles.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';

const extensions: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * An account's profile photo, for `<img src>`. Open to everyone, like a photo on a name badge:
 * an image tag sends no bearer token, and the URL holds an unguessable account id. Every stored
 * version has its own URL (`?v=`), so the answer may be kept for good.
 */
export const getAvatar = defineUseCase({
  name: 'profiles.getAvatar',
  summary: 'The profile photo of an account (WebP), or 404 when it has none',
  access: 'public',
  download: { contentTypes: ['image/webp'], cache: 'public' },
  input: avatarInputSchema,
  output: downloadFileSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const avatar = await ctx.repositories.profiles.findAvatar(input.accountId);
    if (!avatar) throw new DomainError('recordNotFound');
    return {
      fileName: `avatar-${avatar.accountId}.${extensions[avatar.contentType] ?? 'img'}`,
      contentType: avatar.contentType,
      // Database drivers type bytes over any buffer; these are a plain ArrayBuffer's.
      bytes: avatar.content as Uint8Array<ArrayBuffer>,
    };
  },
});
