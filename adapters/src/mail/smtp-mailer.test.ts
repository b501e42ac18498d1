import { describe, expect, it } from 'vitest';
import { senderDomainOf } from './smtp-mailer.ts';

describe('senderDomainOf (the right-hand side of Message-IDs)', () => {
  it('takes the domain of the address, with or without a display name', () => {
    expect(senderDomainOf('Koçluk Saatleri <no-reply@Koc.Example.org>')).toBe('koc.example.org');
    expect(senderDomainOf('no-reply@example.org')).toBe('example.org');
  });

  it('falls back to localhost when the sender has no domain', () => {
    expect(senderDomainOf('Koçluk Saatleri')).toBe('localhost');
    expect(senderDomainOf('nobody@')).toBe('localhost');
  });
});
