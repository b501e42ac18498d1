import { describe, expect, it } from 'vitest';
import { createReactEmailRenderer } from '../react-email-renderer.ts';

const renderer = createReactEmailRenderer({ publicBaseUrl: 'https://koc.example.org/' });

describe('set-password mail', () => {
  const mail = {
    template: 'setPassword',
    data: { name: 'Zehra Çelik', email: 'zehra@example.com', token: 'a/b+c', expiresInDays: 7 },
  } as const;

  it('links to /newpassword/{token} in Turkish, with the address to sign in with', async () => {
    const turkish = await renderer.render(mail, 'tr');
    expect(turkish.subject).toBe('Koçluk Saatleri hesabınız: şifrenizi belirleyin');
    expect(turkish.text).toContain('Merhaba Zehra Çelik,');
    expect(turkish.text).toContain('zehra@example.com adresiyle giriş yaparsınız');
    expect(turkish.text).toContain('7 gün');
    expect(turkish.html).toContain('href="https://koc.example.org/newpassword/a%2Fb%2Bc"');
  });

  it('and in English under /en', async () => {
    const english = await renderer.render(mail, 'en');
    expect(english.subject).toBe('Your Coaching Hours account: choose your password');
    expect(english.text).toContain('you sign in with zehra@example.com');
    expect(english.html).toContain('href="https://koc.example.org/en/newpassword/a%2Fb%2Bc"');
  });
});
