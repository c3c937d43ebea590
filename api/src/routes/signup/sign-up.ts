import { signUpEndpoint, signupAllowed, signupRequestSchema } from '@dating/shared/contracts/index';
import { cleanTrackingQuery } from '@dating/shared/tracking/tracking-query';
import type { AppContext, RouteModule } from '../../app-context';
import { sendActivationMail, type ActivationMailRequest } from '../../accounts/activation-mail';
import { checkRegion, createAccount, refuseTakenEmail, SIGNUPS_CLOSED_MESSAGE } from '../../accounts/signup-account';
import { hashPassword } from '../../auth/passwords';
import { startSession } from '../../auth/login';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { parseWith } from '../../http/parse';
import { loadUser } from '../../members/user-record';

interface SignupRouteOptions {
  /** The clock (tests pin the day birthdays are counted against). */
  now?: () => Date;
  /** Sends the activation mail (tests replace it to make it fail); a failed mail never undoes the signup. */
  sendActivationMail?: (ctx: AppContext, input: ActivationMailRequest) => Promise<unknown>;
}

/**
 * POST /api/signup.php: a new member, logged in on this browser at once. Rate
 * limited per IP with the auth routes' knob (signups per hour = logins per minute, 30 by default).
 */
function createSignupRoute(options: SignupRouteOptions = {}): RouteModule {
  const now = options.now ?? (() => new Date());
  const send = options.sendActivationMail ?? sendActivationMail;
  return (app, ctx) => {
    const { db } = ctx;
    route(app, signUpEndpoint, async (request, _viewer, reply) => {
      const site = await ctx.sites.forHost(request.headers.host);
      const today = now().toISOString().slice(0, 10);
      // The cross-field rules (username vs e-mail, age on this site) with the same schema as the form.
      const body = parseWith(signupRequestSchema({ minAge: site.settings.min_age, today }), request.body);
      // Braces stripped and empty values dropped, as the browser does: the body is input all the same.
      const tracking = cleanTrackingQuery(body.tracking);
      if (!signupAllowed(site.settings.signups, tracking)) throw new ApiError(403, 'signups_closed', SIGNUPS_CLOSED_MESSAGE);

      const email = body.email.trim().toLowerCase();
      await checkRegion(db, body.region_id, body.country);
      await refuseTakenEmail(db, email);
      const passwordHash = await hashPassword(body.password);
      const { userId } = await createAccount(db, {
        request: { ...body, email, name: body.name.trim() },
        siteId: site.id,
        passwordHash,
        signupCredits: site.settings.signup_credits,
        tracking,
        landingPath: body.landing_path,
        now: now(),
        messageMailDelaySeconds: ctx.config.messageMailDelaySeconds,
        ip: request.ip,
      });

      // Logged in from the start, with the device token a login gives: strangers' failures never lock this browser out.
      await startSession(ctx, request, reply, userId);

      try {
        await send(ctx, { userId, email, locale: body.language ?? 'en', host: request.headers.host });
      } catch (error) {
        // The account stands; the confirm-e-mail step offers a resend.
        request.log.error({ err: error }, 'activation mail failed after signup');
      }

      const user = await loadUser(db, userId);
      if (!user) throw new Error('signup: the new user could not be read back');
      return { user };
    });
  };
}

export const signUpRoute: RouteModule = createSignupRoute();
