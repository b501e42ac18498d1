import { describe, expect, it } from 'vitest';
import { createReactEmailRenderer } from '../react-email-renderer.ts';

const renderer = createReactEmailRenderer({ publicBaseUrl: 'https://koc.example.org/' });

describe('proof of education mails', () => {
  it('tells of an approval in Turkish and English, linking to the member’s documents', async () => {
    const mail = { template: 'proofApproved', data: { name: 'Ayşe Demir' } } as const;
    const turkish = await renderer.render(mail, 'tr');
    expect(turkish.subject).toBe('Eğitim belgeniz onaylandı');
    expect(turkish.text).toContain('Merhaba Ayşe Demir,');
    expect(turkish.html).toContain('href="https://koc.example.org/user/file-operations"');
    const english = await renderer.render(mail, 'en');
    expect(english.subject).toBe('Your proof of education was approved');
    expect(english.html).toContain('href="https://koc.example.org/en/user/file-operations"');
  });

  it('carries the administrator’s reason for a rejection, escaped, in both languages', async () => {
    const reason = 'Belgenin tarihi okunmuyor <script>alert(1)</script>';
    const mail = { template: 'proofRejected', data: { name: 'Ayşe Demir', reason } } as const;
    const turkish = await renderer.render(mail, 'tr');
    expect(turkish.subject).toBe('Eğitim belgeniz kabul edilmedi');
    expect(turkish.text).toContain(reason);
    expect(turkish.text).toContain('Yeni belge yükle');
    expect(turkish.html).toContain('&lt;script&gt;');
    expect(turkish.html).not.toContain('<script>');
    const english = await renderer.render(mail, 'en');
    expect(english.subject).toBe('Your proof of education was not accepted');
    expect(english.text).toContain(reason);
    expect(english.html).toContain('href="https://koc.example.org/en/user/file-operations"');
  });
});
