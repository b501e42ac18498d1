import { describe, expect, it } from 'vitest';
import { createReactEmailRenderer } from '../react-email-renderer.ts';

const renderer = createReactEmailRenderer({ publicBaseUrl: 'https://koc.example.org/' });

describe('identity correction mail', () => {
  it('tells which number changed, only its ending, and the reason, escaped, in both languages', async () => {
    const reason = 'İki rakamın yeri karışmış <b>';
    const mail = {
      template: 'identityCorrected',
      data: { name: 'Ayşe Demir', document: 'identityNumber', ending: '0214', reason },
    } as const;
    const turkish = await renderer.render(mail, 'tr');
    expect(turkish.subject).toBe('Kimlik bilgileriniz düzeltildi');
    expect(turkish.text).toContain('Merhaba Ayşe Demir,');
    expect(turkish.text).toContain('T.C. kimlik numarasını düzeltti. Numara artık 0214 ile bitiyor.');
    expect(turkish.text).toContain(reason);
    expect(turkish.html).toContain('&lt;b&gt;');
    const english = await renderer.render(
      { ...mail, data: { ...mail.data, document: 'passportNumber' } },
      'en',
    );
    expect(english.subject).toBe('Your identity details were corrected');
    expect(english.text).toContain('corrected the passport number of your account. It now ends in 0214.');
  });
});
