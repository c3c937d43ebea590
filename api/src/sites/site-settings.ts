import { eq } from 'drizzle-orm';
import { SettingsSchema, type CompanyInfo, type Settings } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { companyInfo, sites, users } from '../db/schema';

export interface Site {
  id: number;
  host: string;
  companyId: number;
  settings: Settings;
  vapidPrivateKey: string;
}

/** `Example.com:8080` → `example.com`, `[::1]:8080` → `::1`; trailing dot removed. */
export function normalizeHost(raw: string | undefined | null): string {
  if (!raw) return '';
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end > 0 ? host.slice(1, end) : host;
  } else {
    const colon = host.indexOf(':');
    // One colon = host:port. Several = a bare IPv6 address, kept whole.
    if (colon >= 0 && host.indexOf(':', colon + 1) < 0) host = host.slice(0, colon);
  }
  return host.replace(/\.$/, '');
}

const CACHE_MS = 30_000;

/**
 * Site lookup by host, cached briefly: every HTML page and settings call needs it, and sites change
 * rarely (an operator edit shows within 30 s). Unknown hosts get the default site. By id for a
 * member's own site (users.site_id): mail to a member speaks for their site, not the sender's.
 */
export function createSiteResolver(db: Db) {
  let cache: { at: number; byHost: Map<string, Site>; byId: Map<number, Site>; fallback: Site | undefined } | undefined;

  async function load() {
    if (cache && Date.now() - cache.at < CACHE_MS) return cache;
    const rows = await db.select().from(sites);
    const byHost = new Map<string, Site>();
    const byId = new Map<number, Site>();
    let fallback: Site | undefined;
    for (const row of rows) {
      // The jsonb is checked against the contract: a bad operator edit fails loudly here, not in browsers.
      const site: Site = {
        id: row.id,
        host: row.host,
        companyId: row.companyId,
        settings: SettingsSchema.parse(row.settings),
        vapidPrivateKey: row.vapidPrivateKey,
      };
      byHost.set(row.host, site);
      byId.set(row.id, site);
      if (row.isDefault) fallback = site;
    }
    cache = { at: Date.now(), byHost, byId, fallback: fallback ?? [...byHost.values()][0] };
    return cache;
  }

  const resolver = {
    async forHost(rawHost: string | undefined | null): Promise<Site> {
      const { byHost, fallback } = await load();
      const site = byHost.get(normalizeHost(rawHost)) ?? fallback;
      if (!site) throw new Error('No site configured: the database has not been seeded');
      return site;
    },
    /** A member's site; a site added since the cache was filled is looked for once more. */
    async forId(id: number): Promise<Site> {
      let site = (await load()).byId.get(id);
      if (!site) {
        cache = undefined;
        site = (await load()).byId.get(id);
      }
      if (!site) throw new Error(`No site ${id}`);
      return site;
    },
    /**
     * The site a member belongs to, for rules that are the member's site's (its photo moderation, say): never
     * the request's Host, which a caller chooses.
     */
    async forMember(userId: number): Promise<Site> {
      const [member] = await db.select({ siteId: users.siteId }).from(users).where(eq(users.id, userId));
      if (!member) throw new Error(`No member ${userId}`);
      return resolver.forId(member.siteId);
    },
    invalidate() {
      cache = undefined;
    },
  };
  return resolver;
}

export type SiteResolver = ReturnType<typeof createSiteResolver>;

export async function loadCompanyInfo(db: Db, companyId: number): Promise<CompanyInfo | null> {
  const [row] = await db.select().from(companyInfo).where(eq(companyInfo.id, companyId));
  if (!row) return null;
  return {
    name: row.name,
    address: row.address,
    kvk: row.kvk,
    city: row.city,
    country: row.country,
    tradenames: row.tradenames,
    vat_numbers: row.vatNumbers,
    support_phone: row.supportPhone,
    delete_discount: row.deleteDiscount,
    added: row.added,
  };
}

/** The site's welcome discount: its percentage (0 = none on this site) and how many days it stays valid. */
export function welcomeDiscountOf(settings: Pick<Settings, 'welcome_discount_percent' | 'welcome_discount_days'>): {
  percent: number;
  days: number;
} {
  return { percent: settings.welcome_discount_percent, days: settings.welcome_discount_days };
}
