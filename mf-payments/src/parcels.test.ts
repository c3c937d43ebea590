import { describeRemoteParcels } from '@dating/shared/parcel/parcel-test-kit';
import parcels from './parcels';
import { remote } from './remote';

// Every route mf-payments owns, mounted through its parcel as the shell would, and the heading it shows.
describeRemoteParcels(remote, parcels, {
  credits: 'Buy credits',
  'credits-repeat-order': 'Repeat last order',
  'credits-id-paymentmethod': 'Choose how to pay',
  directdebit: 'Direct debit',
  premium: 'Get Premium',
  pricing: 'Pricing',
  'transactions-id': 'Payment status',
});
