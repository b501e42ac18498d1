import { describe, expect, it } from 'vitest';
import { createReactEmailRenderer } from '../react-email-renderer.ts';

const renderer = createReactEmailRenderer({ publicBaseUrl: 'https://koc.example.org/' });
const closingId = '3f1c2b7e-9a8d-4c6b-8e5f-0a1b2c3d4e5f';
// 14:30 in Istanbul (UTC+3 all year): the mails show Istanbul time, whatever the server's zone.
const moment = '2026-06-15T11:30:00.000Z';

describe('project mails', () => {
  it('tells both partners of a match: partner, language and the deadline in Istanbul time', async () => {
    const data = {
      name: 'Ayşe Demir',
      partnerName: 'John Smith',
      partnerEmail: 'john@example.com',
      coacheeSharesEmail: true,
      language: 'en',
      deadlineAt: moment,
      projectId: '0b8e3f9a-1111-4222-8333-444455556666',
    } as const;
    const coach = await renderer.render(
      { template: 'projectMatched', data: { ...data, role: 'coach' } },
      'tr',
    );
    expect(coach.subject).toBe('John Smith ile yeni koçluk projeniz');
    expect(coach.text).toContain('Merhaba Ayşe Demir,');
    expect(coach.text).toContain(
      'Koçluk yapacağınız kişi: John Smith (john@example.com). Seanslar İngilizce yapılacak.',
    );
    expect(coach.text).toContain('15 Haziran 2026 14:30');
    expect(coach.html).toContain('href="https://koc.example.org/user/projects"');

    const coachee = await renderer.render(
      { template: 'projectMatched', data: { ...data, role: 'coachee', language: 'tr' } },
      'en',
    );
    expect(coachee.subject).toBe('Your new coaching project with John Smith');
    expect(coachee.text).toContain(
      'John Smith (john@example.com) will coach you. The sessions are held in Turkish.',
    );
    expect(coachee.text).toContain('15 June 2026 at 14:30');
    expect(coachee.html).toContain('href="https://koc.example.org/en/user/projects"');
  });

  it('names no address to a coach whose coachee keeps it private, and tells the coachee to write first (ADR 0033)', async () => {
    const data = {
      name: 'Ayşe Demir',
      partnerName: 'John Smith',
      partnerEmail: null,
      coacheeSharesEmail: false,
      language: 'en',
      deadlineAt: moment,
      projectId: '0b8e3f9a-1111-4222-8333-444455556666',
    } as const;
    const coach = await renderer.render(
      { template: 'projectMatched', data: { ...data, role: 'coach' } },
      'en',
    );
    expect(coach.text).toContain('You will coach John Smith. The sessions are held in English.');
    expect(coach.text).toContain('Your coachee keeps their e-mail private and will get in touch with you');
    expect(coach.text).not.toContain('@');
    const coachee = await renderer.render(
      {
        template: 'projectMatched',
        data: { ...data, role: 'coachee', partnerEmail: 'ayse@example.com' },
      },
      'tr',
    );
    expect(coachee.text).toContain('koçunuzla siz iletişime geçin');
  });

  it('sends the closing request with the confirm link, Turkish at the root and English under /en', async () => {
    const mail = {
      template: 'closingRequestSent',
      data: {
        name: 'Ayşe Demir',
        coachName: 'Mehmet Kaya',
        sessionCount: 7,
        confirmBy: moment,
        projectCompletionRequestId: closingId,
      },
    } as const;
    const turkish = await renderer.render(mail, 'tr');
    expect(turkish.subject).toBe('Mehmet Kaya koçluk seanslarınızı onaylamanızı istiyor');
    expect(turkish.text).toContain('Mehmet Kaya, koçluk projenizi 7 seans ile kapattı.');
    expect(turkish.text).toContain('15 Haziran 2026 14:30 tarihine kadar onaylayın');
    expect(turkish.html).toContain(
      `href="https://koc.example.org/projectcompletionrequestapprovalbycoachee/${closingId}"`,
    );
    const english = await renderer.render(mail, 'en');
    expect(english.subject).toBe('Mehmet Kaya asks you to confirm your coaching sessions');
    expect(english.text).toContain('closed your coaching project with 7 sessions');
    expect(english.html).toContain(
      `href="https://koc.example.org/en/projectcompletionrequestapprovalbycoachee/${closingId}"`,
    );
    const one = await renderer.render({ ...mail, data: { ...mail.data, sessionCount: 1 } }, 'en');
    expect(one.text).toContain('with 1 session.');
  });

  it.each([
    [
      'completed_by_coachee',
      'coach',
      -7,
      'Ayşe Demir completed your coaching project, with 7 sessions.',
      '7 points were deducted from your score.',
    ],
    [
      'completed_by_coachee',
      'coachee',
      7,
      'You completed your project with Ayşe Demir, with 7 sessions.',
      'You earned 7 points.',
    ],
    [
      'completed_confirmed',
      'coach',
      -7,
      'Ayşe Demir confirmed your closing request: 7 sessions.',
      '7 points were deducted',
    ],
    [
      'completed_confirmed',
      'coachee',
      7,
      'You confirmed the closing request of Ayşe Demir: 7 sessions.',
      'You earned 7 points.',
    ],
    [
      'completed_by_system',
      'coach',
      -7,
      'so the system completed the project with the 7 sessions you sent.',
      '7 points were deducted',
    ],
    ['completed_by_system', 'coachee', 0, 'the 7 sessions your coach sent.', 'Your points did not change.'],
  ] as const)(
    'tells how a project ended %s to the %s, with the points it moved',
    async (state, role, points, how, moved) => {
      const mail = {
        template: 'projectCompleted',
        data: { name: 'Bora Şahin', partnerName: 'Ayşe Demir', role, state, sessionCount: 7, points },
      } as const;
      const english = await renderer.render(mail, 'en');
      expect(english.subject).toBe('Your project with Ayşe Demir is completed');
      expect(english.text).toContain(how);
      expect(english.text).toContain(moved);
      const turkish = await renderer.render(mail, 'tr');
      expect(turkish.subject).toBe('Ayşe Demir ile olan projeniz tamamlandı');
      expect(turkish.text).toContain('7 seans');
      expect(turkish.text).toContain(
        points > 0
          ? '7 puan kazandınız.'
          : points < 0
            ? 'Puanınızdan 7 puan düşüldü.'
            : 'Puanınız değişmedi.',
      );
    },
  );

  it('tells of a project ended by the system, with the penalty, in both languages', async () => {
    const mail = {
      template: 'projectEndedBySystem',
      data: {
        name: 'Bora Şahin',
        partnerName: 'Ayşe Demir',
        role: 'coach',
        penaltyPoints: 7,
        startedAt: moment,
      },
    } as const;
    const turkish = await renderer.render(mail, 'tr');
    expect(turkish.subject).toBe('Ayşe Demir ile olan projeniz sistem tarafından sonlandırıldı');
    expect(turkish.text).toContain('15 Haziran 2026 14:30 tarihinde başlayan');
    expect(turkish.text).toContain('Puanınızdan 7 puan düşüldü.');
    const english = await renderer.render(mail, 'en');
    expect(english.subject).toBe('Your project with Ayşe Demir was ended by the system');
    expect(english.text).toContain('7 points were deducted from your score.');
  });

  it('carries the administrator’s reason for an abort, escaped', async () => {
    const reason = 'Katılımcı programdan ayrıldı <b>kalın</b>';
    const mail = {
      template: 'projectAborted',
      data: { name: 'Bora Şahin', partnerName: 'Ayşe Demir', role: 'coachee', reason },
    } as const;
    const turkish = await renderer.render(mail, 'tr');
    expect(turkish.subject).toBe('Ayşe Demir ile olan projeniz bir yönetici tarafından sonlandırıldı');
    expect(turkish.text).toContain(reason);
    expect(turkish.html).toContain('&lt;b&gt;kalın&lt;/b&gt;');
    expect(turkish.text).toContain('Bu proje nedeniyle puanınız değişmedi.');
    const english = await renderer.render(mail, 'en');
    expect(english.subject).toBe('Your project with Ayşe Demir was ended by an administrator');
    expect(english.text).toContain('No points moved for this project.');
  });

  it('warns of each deadline, and links the coachee to the confirm page on the last day', async () => {
    const base = {
      name: 'Bora Şahin',
      partnerName: 'Ayşe Demir',
      dueAt: moment,
      projectCompletionRequestId: null,
    };
    const week = await renderer.render(
      { template: 'projectDeadlineWarning', data: { ...base, role: 'coach', kind: 'deadline_in_7_days' } },
      'en',
    );
    expect(week.subject).toBe('Your project with Ayşe Demir must be closed within 7 days');
    expect(week.text).toContain('must be closed by 15 June 2026 at 14:30');
    expect(week.text).toContain('As the coach, send the closing request');
    expect(week.html).toContain('href="https://koc.example.org/en/user/projects"');

    const day = await renderer.render(
      { template: 'projectDeadlineWarning', data: { ...base, role: 'coachee', kind: 'deadline_in_1_day' } },
      'tr',
    );
    expect(day.subject).toBe('Ayşe Demir ile olan projeniz bir gün içinde kapatılmalı');
    const dayInEnglish = await renderer.render(
      { template: 'projectDeadlineWarning', data: { ...base, role: 'coachee', kind: 'deadline_in_1_day' } },
      'en',
    );
    expect(dayInEnglish.subject).toBe('Your project with Ayşe Demir must be closed within a day');
    expect(day.text).toContain('Danışan olarak projeyi seans sayısını girerek kendiniz tamamlayabilirsiniz.');

    const confirmation = {
      template: 'projectDeadlineWarning',
      data: {
        ...base,
        role: 'coachee',
        kind: 'confirmation_in_1_day',
        projectCompletionRequestId: closingId,
      },
    } as const;
    const turkish = await renderer.render(confirmation, 'tr');
    expect(turkish.subject).toBe('Ayşe Demir ile olan projenizin seanslarını onaylamak için son gün');
    expect(turkish.html).toContain(
      `href="https://koc.example.org/projectcompletionrequestapprovalbycoachee/${closingId}"`,
    );
    const english = await renderer.render(confirmation, 'en');
    expect(english.subject).toBe('Last day to confirm the sessions of your project with Ayşe Demir');
    expect(english.html).toContain(
      `href="https://koc.example.org/en/projectcompletionrequestapprovalbycoachee/${closingId}"`,
    );
    const toCoach = await renderer.render(
      { ...confirmation, data: { ...confirmation.data, role: 'coach' } },
      'en',
    );
    expect(toCoach.text).toContain('Your closing request waits for the confirmation of Ayşe Demir');
    expect(toCoach.html).not.toContain('projectcompletionrequestapprovalbycoachee');
  });

  it('reminds both partners after two weeks without a session, linking to the project’s session log', async () => {
    const projectId = '0b8e3f9a-1111-4222-8333-444455556666';
    const base = { name: 'Bora Şahin', partnerName: 'Ayşe Demir', projectId, days: 16 };
    const coach = await renderer.render(
      { template: 'sessionReminder', data: { ...base, role: 'coach', lastSessionOn: '2026-06-01' } },
      'tr',
    );
    expect(coach.subject).toBe('Ayşe Demir ile 16 gündür seans kaydedilmedi');
    expect(coach.text).toContain('Merhaba Bora Şahin,');
    expect(coach.text).toContain('son seans 16 gün önce, 1 Haziran 2026 tarihindeydi.');
    expect(coach.text).toContain('danışanınız Ayşe Demir ile bir sonraki seansı planlayın');
    expect(coach.html).toContain(`href="https://koc.example.org/user/projects#project-${projectId}"`);

    const coachee = await renderer.render(
      { template: 'sessionReminder', data: { ...base, role: 'coachee', days: 14, lastSessionOn: null } },
      'en',
    );
    expect(coachee.subject).toBe('No session with Ayşe Demir logged for 14 days');
    expect(coachee.text).toContain(
      'Your project with Ayşe Demir started 14 days ago, and no session has been logged in it yet.',
    );
    expect(coachee.text).toContain('agree on the next session with your coach Ayşe Demir.');
    expect(coachee.text).toContain('both partners lose penalty points');
    expect(coachee.html).toContain(`href="https://koc.example.org/en/user/projects#project-${projectId}"`);
    // The day is a calendar day: shown as written, whatever the server's time zone.
    const lastDay = await renderer.render(
      { template: 'sessionReminder', data: { ...base, role: 'coachee', lastSessionOn: '2026-01-31' } },
      'en',
    );
    expect(lastDay.text).toContain('was on 31 January 2026, 16 days ago.');
  });
  it('tells of a new message in a project by name only: no text, no address, no Reply-To (ADR 0057)', async () => {
    const data = {
      name: 'Kerem Yılmaz',
      partnerName: 'Ayşe Demir',
      role: 'coach',
      projectId: '0b8e3f9a-1111-4222-8333-444455556666',
    } as const;
    const tr = await renderer.render({ template: 'projectMessage', data }, 'tr');
    expect(tr.subject).toBe('Ayşe Demir size yeni bir mesaj gönderdi');
    expect(tr.text).toContain('Danışanınız Ayşe Demir projenizde size yazdı.');
    expect(tr.html).toContain(
      'href="https://koc.example.org/user/projects#project-0b8e3f9a-1111-4222-8333-444455556666"',
    );
    const en = await renderer.render(
      { template: 'projectMessage', data: { ...data, role: 'coachee' } },
      'en',
    );
    expect(en.subject).toBe('New message from Ayşe Demir');
    expect(en.text).toContain('Your coach Ayşe Demir wrote to you in your project.');
    for (const mail of [tr, en]) {
      expect(mail.replyTo).toBeUndefined();
      expect(mail.text).not.toContain('@');
    }
  });
});
