// The list lives in shared so the msw mocks price and offer exactly as the api does; the api's modules keep
// importing it from here.
export { currencyOf, inEuroArea, PER_EURO, type Currency } from '@dating/shared/contracts/currencies';
