import { describe, expect, it } from 'vitest';
import { createAccountInputSchema } from './accounts.ts';
import { loginInputSchema } from './auth.ts';
import { fieldIssuesOf } from './field-issues.ts';
import { passwordSchema, passwordWithConfirmationSchema } from './password.ts';
import { translateValidationMessage, validationMessages } from './validation-messages.ts';

const issuesOf = (
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return fieldIssuesOf(result.error as Parameters<typeof fieldIssuesOf>[0]);
};

describe('password rules', () => {
  it.each([
    ['Member!2345', null],
    ['Şifre!2345x', null],
    ['İSTANBUL!2ç', null],
    ['', 'required'],
    ['Ab!1', 'passwordTooShort'],
    ['MEMBER!2345', 'passwordLowercase'],
    ['member!2345', 'passwordUppercase'],
    ['Member!abcd', 'passwordDigit'],
    ['Member23456', 'passwordSpecial'],
    ['Member 23456', 'passwordSpecial'],
    [`Aa1!${'x'.repeat(125)}`, 'passwordTooLong'],
  ])('%j → %s', (password, key) => {
    const result = passwordSchema.safeParse(password);
    if (key === null) expect(result.success).toBe(true);
    else expect(issuesOf(passwordSchema, password)['']?.key).toBe(key);
  });

  it('reports a missing password as required, not as a wrong type', () => {
    expect(issuesOf(passwordSchema, undefined)['']?.key).toBe('required');
  });

  it('asks for the same password twice', () => {
    expect(
      passwordWithConfirmationSchema.safeParse({
        password: 'Member!2345',
        passwordConfirmation: 'Member!2345',
      }).success,
    ).toBe(true);
    expect(
      issuesOf(passwordWithConfirmationSchema, {
        password: 'Member!2345',
        passwordConfirmation: 'Member!2346',
      }),
    ).toEqual({
      passwordConfirmation: { key: 'passwordMismatch', params: {} },
    });
  });
});

describe('login input', () => {
  it('accepts an e-mail and any non-empty password', () => {
    expect(loginInputSchema.safeParse({ email: 'ayse@example.com', password: 'x' }).success).toBe(true);
  });

  it('names each problem per field, with the first problem of each field only', () => {
    expect(issuesOf(loginInputSchema, {})).toEqual({
      email: { key: 'required', params: {} },
      password: { key: 'required', params: {} },
    });
    expect(issuesOf(loginInputSchema, { email: ' ', password: 5 })).toEqual({
      email: { key: 'required', params: {} },
      password: { key: 'invalidType', params: {} },
    });
    expect(issuesOf(loginInputSchema, { email: 'ayse@', password: 'x'.repeat(129) })).toEqual({
      email: { key: 'email', params: {} },
      password: { key: 'tooLong', params: { maximum: 128 } },
    });
  });

  it('reports a body that is not an object at the root', () => {
    expect(issuesOf(loginInputSchema, 'text')).toEqual({ '': { key: 'invalidType', params: {} } });
  });
});

describe('create-account input', () => {
  const valid = {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'a@example.com',
    password: 'Member!2345',
    accountRoleType: 'User',
    identityNumber: '10000000146',
  } as const;

  it('fills defaults and checks every field', () => {
    expect(createAccountInputSchema.parse(valid)).toEqual({
      ...valid,
      languages: [],
      language: 'tr',
      emailVerified: false,
    });
    expect(
      issuesOf(createAccountInputSchema, {
        ...valid,
        accountRoleType: 'Root',
        languages: ['de'],
        name: '  ',
        phone: '12',
        identityNumber: '10000000145',
      }),
    ).toEqual({
      name: { key: 'required', params: {} },
      accountRoleType: { key: 'invalidChoice', params: {} },
      phone: { key: 'phoneInvalid', params: {} },
      identityNumber: { key: 'identityNumberInvalid', params: {} },
      'languages.0': { key: 'invalidChoice', params: {} },
    });
  });

  it('takes blank optional fields as not given, and keeps phones in E.164', () => {
    expect(
      createAccountInputSchema.parse({ ...valid, password: '', phone: '0532 123 45 67', city: ' ' }),
    ).toMatchObject({ password: null, phone: '+905321234567', city: null });
  });

  it('asks members, and only members, for an identity or passport number', () => {
    const { identityNumber: _none, ...withoutDocument } = valid;
    const required = { key: 'identityOrPassportRequired', params: {} };
    expect(issuesOf(createAccountInputSchema, withoutDocument)).toEqual({
      identityNumber: required,
      passportNumber: required,
    });
    expect(
      createAccountInputSchema.safeParse({ ...withoutDocument, passportNumber: 'u 1234567' }).data,
    ).toMatchObject({ passportNumber: 'U1234567' });
    expect(
      createAccountInputSchema.safeParse({ ...withoutDocument, accountRoleType: 'Salesman' }).success,
    ).toBe(true);
  });
});

describe('validation messages', () => {
  it('exist in Turkish and English with the same placeholders', () => {
    for (const [key, message] of Object.entries(validationMessages)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(placeholders(message.tr), key).toEqual(placeholders(message.en));
      expect(message.tr, key).not.toBe(message.en);
    }
  });

  it('fill placeholders from the issue', () => {
    expect(translateValidationMessage('tooLong', 'tr', { maximum: 128 })).toBe(
      'En fazla 128 karakter girin.',
    );
    expect(translateValidationMessage('required', 'en')).toBe('This field is required.');
  });
});
