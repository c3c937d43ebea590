import type { PaymentMethod } from '@dating/shared/contracts/payment-methods';
import applepay from './logos/applepay.svg';
import bancontact from './logos/bancontact.svg';
import blik from './logos/blik.svg';
import cartebancaire from './logos/cartebancaire.svg';
import creditcard from './logos/creditcard.svg';
import dankort from './logos/dankort.svg';
import eps from './logos/eps.svg';
import giropay from './logos/giropay.svg';
import ideal from './logos/ideal.svg';
import maestro from './logos/maestro.svg';
import mastercard from './logos/mastercard.svg';
import mobilepay from './logos/mobilepay.svg';
import nexi from './logos/nexi.svg';
import paypal from './logos/paypal.svg';
import paysafecard from './logos/paysafecard.svg';
import prezelewy24 from './logos/prezelewy24.svg';
import satispay from './logos/satispay.svg';
import sct from './logos/sct.svg';
import sdd from './logos/sdd.svg';
import sofort from './logos/sofort.svg';
import swish from './logos/swish.svg';
import twint from './logos/twint.svg';
import vipps from './logos/vipps.svg';
import visa from './logos/visa.svg';

/** Each method's logo (64×40, drawn for the project): a URL of its own file, fetched only when shown. */
export const LOGOS: Readonly<Record<PaymentMethod, string>> = {
  applepay,
  bancontact,
  blik,
  cartebancaire,
  creditcard,
  dankort,
  eps,
  giropay,
  ideal,
  maestro,
  mastercard,
  mobilepay,
  nexi,
  paypal,
  paysafecard,
  prezelewy24,
  satispay,
  sct,
  sdd,
  sofort,
  swish,
  twint,
  vipps,
  visa,
};
