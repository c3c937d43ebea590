import { claimRetentionDiscountEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { grantRetentionDiscount } from '../../account-deletion/retention-discount';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { loadCompanyInfo } from '../../sites/site-settings';

/**
 * POST /api/retention-discount.php: the deletion flow's offer taken, a personal discount code. Only
 * where the site's company makes that offer (its delete discount); elsewhere 404.
 */
export const claimRetentionDiscountRoute: RouteModule = (app, ctx) => {
  const { db } = ctx;
  route(app, claimRetentionDiscountEndpoint, async (request, viewer) => {
    const site = await ctx.sites.forHost(request.headers.host);
    const company = await loadCompanyInfo(db, site.companyId);
    if (!company || company.delete_discount <= 0) throw notFound('No retention offer');
    const granted = await grantRetentionDiscount(db, viewer.userId, company.delete_discount, new Date());
    return { code: granted.code, value_percentage: granted.percent, expires_at: granted.expiresAt.toISOString() };
  });
};
