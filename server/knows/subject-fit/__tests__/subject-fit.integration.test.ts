// Issue 33 "sets filed under the wrong subject" (decision 051): the review records the subject a know's text clearly
// belongs to, the knower's own view names it, the know sinks below the knows of the subject it is filed under, and
// filing it right (or a text that fits) clears it.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertKnow, insertKnower, insertSubject } from '../../../../tests/fixtures/knows';
import { getDb } from '../../../db';
import { knowGrades, knows, knowSubjects } from '../../../db/schema';
import { makeGrade } from '../../../../tests/integration/know-fixtures';
import { rankedKnowUuids } from '../../know-quality';
import { toKnowDraft } from '../../own-knows';
import { reviewKnow } from '../../review-know';
import { updateKnow } from '../../update-know';
import { runJobsUntilIdle } from '../../../jobs/run-jobs';
import { scheduleSubjectFitBackfill } from '../subject-fit-backfill-job';

const CHEMISTRY_NOTES = [
  `Säuren und Basen – Lernzettel
Säure = Protonendonator (Brønsted), Base = Protonenakzeptor. HCl + H2O → H3O+ + Cl-
pH-Wert: pH = -log c(H3O+); saure Lösung pH < 7, neutral 7, alkalisch > 7.
Neutralisation: Säure + Lauge → Salz + Wasser, z.B. Salzsäure + Natronlauge → Natriumchlorid + Wasser.
Titration mit Indikator (Phenolphthalein, Bromthymolblau) → Äquivalenzpunkt bestimmen.
Starke Säuren protolysieren vollständig, schwache (Essigsäure) nur teilweise, Säurekonstante Ks.`,
  `Redoxreaktionen: Oxidation = Elektronenabgabe, Reduktion = Elektronenaufnahme. Oxidationszahlen bestimmen!
Beispiel: Zink + Kupfersulfat → Zinksulfat + Kupfer. Elektrolyse und galvanische Zelle, Redoxreihe der Metalle.`,
];
const BIOLOGY_NOTES = [
  `Zellbiologie: Zellmembran, Zellkern mit DNA, Mitochondrien (Zellatmung), Chloroplasten (Fotosynthese), Ribosomen.
Mitose: Prophase, Metaphase, Anaphase, Telophase – Chromosomen werden auf die Tochterzellen verteilt.
Meiose bildet Keimzellen mit halbem Chromosomensatz. Osmose und Diffusion durch die Membran.`,
];

let biology: { id: string; name: string };
let chemistry: { id: string; name: string };

beforeAll(async () => {
  const db = await getDb();
  biology = await insertSubject(db, { slug: 'biology', name: 'Biologie' });
  chemistry = await insertSubject(db, { slug: 'chemistry', name: 'Chemie' });
});

/** A know sent to review, filed under `subjectIds`, with a description, a grade and the given pages. */
async function knowInReview(title: string, subjectIds: string[], pageTexts: string[]) {
  const db = await getDb();
  const { knower, user } = await insertKnower(db);
  const know = await insertKnow(db, { knowerUuid: knower.uuid, title, subjectIds, pageTexts, description: `${title}, alles für die Klausur.`, status: 'IN_REVIEW' });
  await db.insert(knowGrades).values({ knowUuid: know.uuid, gradeId: (await makeGrade()).id });
  return { know, user };
}

const betterSubjectIdOf = async (uuid: string) => (await (await getDb()).select({ id: knows.betterSubjectId }).from(knows).where(eq(knows.uuid, uuid)))[0]!.id;

describe('the review checks the subject against the text', () => {
  it('records the subject a chemistry sheet filed under biology belongs to, and its knower reads it', async () => {
    const { know } = await knowInReview('Säuren, Basen und Redox', [biology.id], CHEMISTRY_NOTES);
    expect(await reviewKnow(await getDb(), know.uuid)).toBe('PUBLISHED');
    expect(await betterSubjectIdOf(know.uuid)).toBe(chemistry.id);
    const [row] = await (await getDb()).select().from(knows).where(eq(knows.uuid, know.uuid));
    expect((await toKnowDraft(await getDb(), row!)).betterSubject).toMatchObject({ id: chemistry.id, slug: 'chemistry', name: 'Chemie' });
  });

  it('is recorded before the know reads as published: no moment shows it published without the note', async () => {
    const db = await getDb();
    const { know } = await knowInReview('Säuren und Basen kompakt', [biology.id], CHEMISTRY_NOTES);
    // Every state of the row the review writes, as a reader (the knower's draft, polled) could see it between statements.
    await db.execute(sql`create table review_states (status text, better_subject_id uuid)`);
    await db.execute(sql.raw(`create function log_review_state() returns trigger language plpgsql as $$
      begin insert into review_states values (new.status, new.better_subject_id); return new; end $$`));
    await db.execute(sql.raw(`create trigger log_review_state after update on knows for each row when (new.uuid = '${know.uuid}') execute function log_review_state()`));
    try {
      expect(await reviewKnow(db, know.uuid)).toBe('PUBLISHED');
      const states = (await db.execute(sql`select status, better_subject_id from review_states`)) as unknown as { rows: { status: string; better_subject_id: string | null }[] };
      const published = states.rows.filter((state) => state.status === 'PUBLISHED');
      expect(published.length).toBeGreaterThan(0);
      expect(published.every((state) => state.better_subject_id === chemistry.id)).toBe(true);
    } finally {
      await db.execute(sql`drop trigger log_review_state on knows`);
      await db.execute(sql`drop function log_review_state()`);
      await db.execute(sql`drop table review_states`);
    }
  });

  it('leaves a know that fits its subject, or that is filed under the right one among two, alone', async () => {
    const fitting = await knowInReview('Zellbiologie Zusammenfassung', [biology.id], BIOLOGY_NOTES);
    const both = await knowInReview('Säuren und Basen', [biology.id, chemistry.id], CHEMISTRY_NOTES);
    for (const { know } of [fitting, both]) {
      expect(await reviewKnow(await getDb(), know.uuid)).toBe('PUBLISHED');
      expect(await betterSubjectIdOf(know.uuid)).toBeNull();
    }
  });

  it('clears once the knower files it under the subject it belongs to, and comes back if they file it wrong again', async () => {
    const { know, user } = await knowInReview('Redox und pH', [biology.id], CHEMISTRY_NOTES);
    await reviewKnow(await getDb(), know.uuid);
    expect(await betterSubjectIdOf(know.uuid)).toBe(chemistry.id);
    const moved = await updateKnow(await getDb(), know.uuid, user.uuid, { subjectIds: [chemistry.id] });
    expect(moved.betterSubject).toBeNull();
    expect(await betterSubjectIdOf(know.uuid)).toBeNull();
    const back = await updateKnow(await getDb(), know.uuid, user.uuid, { subjectIds: [biology.id] });
    expect(back.betterSubject?.id).toBe(chemistry.id);
  });
});

describe('ranking', () => {
  it('puts a know filed under the wrong subject below the subject’s own knows, even below a bare one', async () => {
    const db = await getDb();
    const misfiled = await knowInReview('Säuren und Basen Lernzettel', [biology.id], CHEMISTRY_NOTES);
    await reviewKnow(db, misfiled.know.uuid);
    await db.update(knows).set({ likeCount: 3 }).where(eq(knows.uuid, misfiled.know.uuid));
    const { knower } = await insertKnower(db);
    const bare = await insertKnow(db, { knowerUuid: knower.uuid, title: 'Zellen kurz', subjectIds: [biology.id], pageCount: 1, publishedOn: new Date(Date.now() - 86_400_000) });
    const uuids = await rankedKnowUuids(db, {
      where: sql`exists (select 1 from ${knowSubjects} where ${knowSubjects.knowUuid} = ${knows.uuid} and ${knowSubjects.subjectId} = ${biology.id})`,
      poolOrder: [sql`${knows.publishedOn} desc`],
      limit: 50,
    });
    expect(uuids.indexOf(bare.uuid)).toBeGreaterThanOrEqual(0);
    expect(uuids.indexOf(misfiled.know.uuid)).toBeGreaterThan(uuids.indexOf(bare.uuid));
  });
});

describe('knows published before the check', () => {
  it('are checked by the background pass the server queues at start, which is not queued again once all are', async () => {
    const db = await getDb();
    const { knower } = await insertKnower(db);
    // Published directly, as before migration 0028: never read by the check.
    const old = await insertKnow(db, { knowerUuid: knower.uuid, title: 'Alter Lernzettel Säuren', subjectIds: [biology.id], pageTexts: CHEMISTRY_NOTES });
    expect((await db.select({ checked: knows.subjectChecked }).from(knows).where(eq(knows.uuid, old.uuid)))[0]!.checked).toBe(false);
    expect(await scheduleSubjectFitBackfill(db)).toBe(true);
    await runJobsUntilIdle(db);
    expect(await betterSubjectIdOf(old.uuid)).toBe(chemistry.id);
    expect(await db.select({ uuid: knows.uuid }).from(knows).where(and(eq(knows.status, 'PUBLISHED'), eq(knows.subjectChecked, false)))).toEqual([]);
    expect(await scheduleSubjectFitBackfill(db)).toBe(false);
  });
});
