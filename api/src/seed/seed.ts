import { PER_EURO } from '../payments/currencies';
import { count } from 'drizzle-orm';
import webpush from 'web-push';
import { type Settings } from '@dating/shared/contracts/index';
import type { Db, Tx } from '../db/database';
import * as t from '../db/schema';
import { upsertGifCatalogue } from '../gifs/gif-catalogue';
import { COMPANY, SITES } from './data/sites';
import { INTERESTS } from './data/interests';
import { REGIONS, SUPPORTED_COUNTRIES, type SupportedCountry } from './data/regions';
import { seedDemoMembers, type SeedProfile } from './demo-members';
import { seedDemoStaff } from './demo-staff';
import { generateFictionalProfiles, type CityRef } from './fictional-profiles';
import { defaultPortraitCache, galleryNames, renderGalleries, type FaceInput, type PortraitFiles } from './photos';
import { seedDemoEntryLink } from '../token-links/entry-links';

export interface SeedOptions {
  /** Fictional profiles to create (SEED_PROFILES). At least 60 are made so the demo members' relations stay distinct. */
  profiles?: number;
  /**
   * 'render': draw every demo profile's portraits into `photoDir` (first start). 'placeholder': photo
   * rows with the portraits' file names but no files (fast tests). false: no photos at all.
   */
  photos?: 'render' | 'placeholder' | false;
  photoDir?: string;
  /** Drawn portraits kept across data folders (photos.ts); the user's cache folder unless given, false for none. */
  portraitCache?: string | false;
  /** Reference time for relative timestamps (likes "5 min ago"); the data itself never depends on it. */
  now?: Date;
  seed?: number;
  /**
   * The demo staff (demo-staff.ts), whose password is the README's: only when asked, so that no caller
   * makes them by default; main.ts asks outside production.
   */
  demoStaff?: boolean;
}

export interface SeedReport {
  seeded: boolean;
  profiles: number;
  timingsMs: Record<string, number>;
}

const MIN_FICTIONAL_PROFILES = 60;
const BATCH = 250;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.sites);
  return (row?.n ?? 0) === 0;
}

/** Seeds only an empty database (first start); a database with a site is left untouched. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false, profiles: 0, timingsMs: {} };
  return seed(db, options);
}

async function insertInBatches<Row>(rows: readonly Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/**
 * The deterministic demo data set: sites, company, interests, regions + cities, fictional profiles
 * with photos, and the two demo members with conversations, likes and credits. The database part
 * runs in one transaction, so a crash never leaves a half-seeded database that looks "not empty".
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const timings: Record<string, number> = {};
  const lap = (() => {
    let last = Date.now();
    return (label: string) => {
      const now = Date.now();
      timings[label] = now - last;
      last = now;
    };
  })();
  const now = options.now ?? new Date();
  const profileCount = Math.max(options.profiles ?? 500, MIN_FICTIONAL_PROFILES);
  const photoMode = options.photos ?? 'render';

  if (photoMode === 'render' && !options.photoDir) throw new Error('seed: photoDir is required to render photos');
  const portraitCache =
    photoMode !== 'render' || options.portraitCache === false ? null : (options.portraitCache ?? (await defaultPortraitCache()));
  /** Every gallery's files, drawn ('render') or only named ('placeholder'); null without photos. */
  const portraits = async (galleries: readonly { face: FaceInput; count: number }[]): Promise<PortraitFiles[][] | null> => {
    if (photoMode === 'render') return renderGalleries(options.photoDir as string, galleries, { cacheDir: portraitCache });
    if (photoMode === 'placeholder') return galleries.map((gallery) => galleryNames(gallery.face, gallery.count));
    return null;
  };

  // Keys are real (browsers accept them) and generated per database: a private key must never be
  // predictable, so this is the one seeded value that is not derived from the PRNG.
  const vapid = SITES.map(() => webpush.generateVAPIDKeys());

  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(t.companyInfo)
      .values({
        name: COMPANY.name,
        address: COMPANY.address,
        kvk: COMPANY.kvk,
        city: COMPANY.city,
        country: COMPANY.country,
        tradenames: COMPANY.tradenames,
        vatNumbers: COMPANY.vat_numbers,
        supportPhone: COMPANY.support_phone,
        deleteDiscount: COMPANY.delete_discount,
        added: COMPANY.added,
      })
      .returning({ id: t.companyInfo.id });
    if (!company) throw new Error('seed: company insert returned nothing');

    const siteIds: number[] = [];
    for (const [index, site] of SITES.entries()) {
      const keys = vapid[index] as webpush.VapidKeys;
      const settings: Settings = { ...site.settings, push_public_key: keys.publicKey, company_id: company.id };
      const [row] = await tx
        .insert(t.sites)
        .values({ host: site.host, isDefault: site.isDefault, companyId: company.id, settings, vapidPrivateKey: keys.privateKey })
        .returning({ id: t.sites.id });
      if (!row) throw new Error('seed: site insert returned nothing');
      siteIds.push(row.id);
    }
    const defaultSiteId = siteIds[0] as number;
    await seedCreditPackages(tx, siteIds);
    await tx.insert(t.discountCodes).values({
      code: 'TIMEBONUS25',
      valuePercentage: 25,
      status: 'active',
      validity: 'once_per_user',
    });
    await seedDemoEntryLink(tx);

    const interestIds = (
      await tx
        .insert(t.interests)
        .values(INTERESTS.map(([slug, name, icon]) => ({ slug, name, icon })))
        .returning({ id: t.interests.id })
    ).map((row) => row.id);

    const cities = await seedRegions(tx);
    lap('catalogue');

    const fictional = generateFictionalProfiles({
      count: profileCount,
      seed: options.seed ?? 0xda7e,
      now,
      cities,
      interestIds,
    });
    const profileIds: number[] = [];
    await insertInBatches(fictional, async (batch) => {
      const rows = await tx
        .insert(t.profiles)
        .values(batch.map((p) => p.row))
        .returning({ id: t.profiles.id });
      profileIds.push(...rows.map((row) => row.id));
    });
    const seeded: SeedProfile[] = fictional.map((p, index) => ({ ...p, id: profileIds[index] as number }));
    lap('profiles');
    // Drawn inside the transaction: a crash while drawing leaves an empty database (seeded again at the
    // next start), never profiles whose pictures are missing. Files are named by their content, so
    // pictures a failed start left behind are simply reused.
    const galleries = await portraits(seeded.map((p) => ({ face: p.face, count: p.photoCount })));
    lap('photos');
    await insertInBatches(
      seeded.flatMap((p) => p.interestIds.map((interestId) => ({ profileId: p.id, interestId }))),
      (batch) => tx.insert(t.profileInterests).values(batch),
    );
    if (galleries) {
      await insertInBatches(
        seeded.flatMap((p, index) =>
          (galleries[index] ?? []).map((files, position) => ({
            profileId: p.id,
            ...files,
            status: 'active' as const,
            position,
            isMain: position === 0,
            createdAt: p.row.createdAt,
            // The site's own profiles' photos are the operator's: reviewed as they are put up (docs/moderation.md).
            reviewedAt: p.row.createdAt,
          })),
        ),
        (batch) => tx.insert(t.photos).values(batch),
      );
    }
    lap('photo rows');

    await seedDemoMembers(tx, { siteId: defaultSiteId, profiles: seeded, cities, interestIds, portraits, now });
    lap('demo members');
    if (options.demoStaff) {
      await seedDemoStaff(tx, now);
      lap('demo staff');
    }

    // The rows only: their files are rendered at every start (main.ts), into each api's own data folder.
    await upsertGifCatalogue(tx);
    lap('gif catalogue');
  });

  return { seeded: true, profiles: profileCount, timingsMs: timings };
}

async function seedRegions(tx: Tx): Promise<CityRef[]> {
  const cities: CityRef[] = [];
  for (const country of SUPPORTED_COUNTRIES) {
    const regionRows = REGIONS[country];
    const ids = await tx
      .insert(t.regions)
      .values(regionRows.map(([code, name]) => ({ country, code, name })))
      .returning({ id: t.regions.id });
    const cityRows = regionRows.flatMap(([, regionName, regionCities], index) =>
      regionCities.map(([name, lat, lon]) => ({
        regionId: (ids[index] as { id: number }).id,
        regionName,
        country,
        name,
        lat,
        lon,
      })),
    );
    await tx.insert(t.cities).values(cityRows.map(({ regionName: _regionName, ...row }) => row));
    cities.push(...cityRows.map((row) => ({ ...row, country: country as SupportedCountry })));
  }
  return cities;
}

/** Bundles per currency: the later pricing/credits screens read them. */
async function seedCreditPackages(tx: Tx, siteIds: number[]): Promise<void> {
  const bundles = [
    { credits: 25, eur: 999 },
    { credits: 60, eur: 1999 },
    { credits: 150, eur: 3999 },
    { credits: 400, eur: 8999 },
  ];
  const rows = siteIds.flatMap((siteId) =>
    Object.entries(PER_EURO).flatMap(([currency, rate]) =>
      bundles.map((bundle, position) => ({
        siteId,
        credits: bundle.credits,
        // Rounded to a .99 price point in the local currency.
        amountCents: Math.max(99, Math.round((bundle.eur * rate) / 100) * 100 - 1),
        currency,
        position,
      })),
    ),
  );
  await tx.insert(t.creditPackages).values(rows);
}
