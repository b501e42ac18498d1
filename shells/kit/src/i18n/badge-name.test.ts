import { describe, expect, it } from 'vitest';
import { badgeName } from './badge-name.ts';

describe('badgeName', () => {
  const gold = { accountBadgeId: 'b3', nameTr: 'Altın', nameEn: 'Gold' };

  it('names a badge in the language of the page', () => {
    expect(badgeName(gold, 'en')).toBe('Gold');
    expect(badgeName(gold, 'tr')).toBe('Altın');
  });
});
