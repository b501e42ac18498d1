import {
  downloadAccountFile,
  execute,
  exportAccounts,
  getAccount,
  listAccounts,
  listMyProjects,
  maxImportRows,
  updateCoachingPreferences,
  uploadAccountFile,
} from '@coach/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inProcessSpreadsheet } from '../excel/test-workbooks.ts';
import { pngClaiming } from '../testing/pictures.ts';
import { programme } from './projects-testing.ts';

// What each role sees of other people (ADR 0033), on the fast tier: the table's rules as the use
// cases apply them. The rules themselves: core/src/accounts/domain/personal-data-visibility.test.ts.

const identityNumber = '10000000146';

async function backOffice() {
  const p = await programme();
  const { world } = p;
  await world.createAccount({ email: 'sales@example.com', accountRoleType: 'Salesman' });
  const member = await world.createAccount({
    email: 'zehra@example.com',
    name: 'Zehra',
    surname: 'Çelik',
    identityNumber,
  });
  return { p, member, asSalesman: await world.signedIn(await world.signIn('sales@example.com')) };
}

describe('the back office', () => {
  it('shows a salesman identity numbers masked, in the list and on the account; an administrator whole', async () => {
    const { p, member, asSalesman } = await backOffice();
    const asSeen = async (ctx: typeof asSalesman) => ({
      one: await execute(getAccount, ctx, { id: member.id }),
      listed: (await execute(listAccounts, ctx, { search: 'zehra' })).items[0],
    });
    const salesman = await asSeen(asSalesman);
    expect(salesman.one).toMatchObject({ identityNumber: '100******46', email: 'zehra@example.com' });
    expect(salesman.listed).toMatchObject({ identityNumber: '100******46' });
    const admin = await asSeen(p.admin);
    expect(admin.one.identityNumber).toBe(identityNumber);
    expect(admin.listed?.identityNumber).toBe(identityNumber);
  });

  it("leaves the identity documents out of a salesman's export, and keeps them in an administrator's", async () => {
    const { p, asSalesman } = await backOffice();
    const spreadsheet = inProcessSpreadsheet();
    const sheetOf = async (ctx: typeof asSalesman) => {
      const reading = await spreadsheet.read((await execute(exportAccounts, ctx, { language: 'en' })).bytes, {
        maxRows: maxImportRows,
      });
      if (reading.kind !== 'sheet') throw new Error(reading.kind);
      return { header: reading.header, text: JSON.stringify(reading.rows) };
    };
    const salesman = await sheetOf(asSalesman);
    expect(salesman.header).not.toContain('Identity number');
    expect(salesman.header).not.toContain('Passport number');
    expect(salesman.header).toContain('E-mail');
    expect(salesman.text).not.toContain(identityNumber);
    const admin = await sheetOf(p.admin);
    expect(admin.header).toContain('Identity number');
    expect(admin.text).toContain(identityNumber);
  });
});

describe('the partners of a project', () => {
  it("show the coach the coachee's e-mail only once the coachee shares it; the coachee always sees the coach's", async () => {
    const p = await programme();
    const { coach, coachee } = await p.pairUp();
    const seenBy = async (who: typeof coach) => {
      const [project] = (await execute(listMyProjects, who.ctx, {})).items;
      return project;
    };

    const byCoach = await seenBy(coach);
    expect(byCoach?.partner).toMatchObject({ accountId: coachee.id, email: null });
    // The same project's two people: the coach's own address, the coachee's withheld.
    expect(byCoach?.coach.email).toBe(coach.email);
    expect(byCoach?.coachee.email).toBeNull();
    expect((await seenBy(coachee))?.partner).toMatchObject({ accountId: coach.id, email: coach.email });

    await execute(updateCoachingPreferences, coachee.ctx, {
      trainingStartedOn: null,
      shareEmailWithCoaches: true,
    });
    expect((await seenBy(coach))?.partner.email).toBe(coachee.email);
  });

  it('tell the coach in the match mail who gets in touch first, naming only the e-mail the coach may see', async () => {
    const p = await programme();
    const { coach, coachee } = await p.pairUp();
    const mails = await p.mailsOf('projectMatched');
    expect(mails.find((mail) => mail.to === coach.email)?.data).toMatchObject({
      partnerEmail: null,
      coacheeSharesEmail: false,
    });
    expect(mails.find((mail) => mail.to === coachee.email)?.data).toMatchObject({
      partnerEmail: coach.email,
      coacheeSharesEmail: false,
    });
  });
});

/** A 16 × 8 JPEG that a phone took on its side (orientation 6), with the camera and a GPS position. */
async function phonePhoto(): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width: 16, height: 8, channels: 3, background: '#0f766e' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12', ImageDescription: 'Kadikoy home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 59/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '29/1 1/1 0/1',
      },
    })
    .toBuffer();
  return new Uint8Array(bytes);
}

describe('a proof of education', () => {
  it('is kept without the EXIF of its picture (GPS position, camera), turned upright', async () => {
    const p = await programme();
    const member = await p.member('Ayşe', { proof: 'none' });
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    // The test's photo carries what the rule is about.
    expect(before.exif).toBeDefined();
    expect(Buffer.from(photo).includes('PhoneMaker')).toBe(true);

    const stored = await execute(uploadAccountFile, member.ctx, {
      file: { name: 'diploma.jpg', bytes: photo },
    });
    const kept = await execute(downloadAccountFile, member.ctx, { accountFileId: stored.id });
    const after = await sharp(kept.bytes).metadata();
    expect(kept.contentType).toBe('image/jpeg');
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(Buffer.from(kept.bytes).includes('PhoneMaker')).toBe(false);
    expect(Buffer.from(kept.bytes).includes('Kadikoy')).toBe(false);
    // Upright without the orientation tag: the side-on 16 × 8 picture now stands 8 × 16.
    expect({ width: after.width, height: after.height, orientation: after.orientation }).toEqual({
      width: 8,
      height: 16,
      orientation: undefined,
    });
  });

  it('refuses a picture that does not decode (4092) rather than keep it unclean', async () => {
    const p = await programme();
    const member = await p.member('Ayşe', { proof: 'none' });
    const photo = await phonePhoto();
    const truncated = photo.slice(0, Math.floor(photo.length * 0.6));
    await expect(
      execute(uploadAccountFile, member.ctx, { file: { name: 'diploma.jpg', bytes: truncated } }),
    ).rejects.toMatchObject({ code: 4092 });
  });

  it('refuses a picture whose header claims more pixels than the server decodes (4097), unstored', async () => {
    const p = await programme();
    const member = await p.member('Ayşe', { proof: 'none' });
    await expect(
      execute(uploadAccountFile, member.ctx, {
        file: { name: 'diploma.png', bytes: await pngClaiming(20_000, 20_000) },
      }),
    ).rejects.toMatchObject({ code: 4097, data: { width: 20_000, height: 20_000, maxMegapixels: 50 } });
    expect(await p.world.ports.repositories.accountFiles.listOfAccount(member.id)).toEqual([]);
  });
});
