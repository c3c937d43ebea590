import { z } from 'zod';
import { LOCALES } from './locales';

export const LocaleSchema = z.enum(LOCALES);
