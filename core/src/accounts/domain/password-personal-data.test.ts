import { describe, expect, it } from 'vitest';
import { containsPersonalData, foldTurkish, personalPartsOf } from './password-personal-data.ts';

const ayse = { name: 'Ayşe Nur', surname: 'Yılmaz', email: 'ayse.demir@example.com' };

describe('passwords with the person’s own name or e-mail', () => {
  it('folds case and Turkish letters', () => {
    expect(foldTurkish('IŞIK İğdır Çağrı Öykü Ümit')).toBe('isik igdir cagri oyku umit');
  });

  it('looks for each name, the local part whole and its words, three letters or longer', () => {
    expect(personalPartsOf(ayse)).toEqual(['ayse', 'nur', 'yilmaz', 'aysedemir', 'demir']);
    expect(personalPartsOf({ name: 'Al', surname: 'Oz', email: 'a.b@example.com' })).toEqual([]);
  });

  it.each([
    'Ayşe!2345x',
    'AYSE-2345-x',
    'yılmaz!2345X',
    'YILMAZ2345!x',
    'Yilmaz!2345x',
    'x!Nur2345',
    'Demir!2345x',
    'aysedemir!2X',
  ])('refuses %j', (password) => {
    expect(containsPersonalData(password, ayse)).toBe(true);
  });

  it.each(['Member!2345', 'Kuzey-Rüzgarı!7', 'Şifre!2345x'])('accepts %j', (password) => {
    expect(containsPersonalData(password, ayse)).toBe(false);
  });
});
