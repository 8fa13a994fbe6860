// The reminder settings request body (openapi.yaml: ReminderSettingsInput), checked alike by the
// reminder rules form and the mock backend (docs/architecture.md#request-rules, decision 195).
import * as z from 'zod/mini';
import { REMINDER_RELATION_VALUES } from '@/config/api-values';
import { describeTiming, REMINDER_LIMITS, reminderOffset, type ReminderTiming } from '@/lib/reminders';
import { emailTemplateRequest } from './email';

const DAYS = 'Enter a whole number of days, 0 or more (0 is the due date itself).';

const rule = z
  .object({
    relation: z.enum(REMINDER_RELATION_VALUES, { error: 'Choose before or after the due date.' }),
    days: z.number({ error: DAYS }).check(z.int(DAYS), z.minimum(0, DAYS)),
    ...emailTemplateRequest('REMINDER').shape,
  })
  .check(
    z.refine((value) => value.relation === 'AFTER_DUE' || value.days <= REMINDER_LIMITS.daysBefore, {
      message: `At most ${String(REMINDER_LIMITS.daysBefore)} days before the due date.`,
      path: ['days'],
    }),
    z.refine((value) => value.relation === 'BEFORE_DUE' || value.days <= REMINDER_LIMITS.daysAfter, {
      message: `At most ${String(REMINDER_LIMITS.daysAfter)} days after the due date.`,
      path: ['days'],
    }),
  );

const isTiming = (value: unknown): value is ReminderTiming =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as ReminderTiming).days) &&
  REMINDER_RELATION_VALUES.includes((value as ReminderTiming).relation);

export const reminderSettingsRequest = z.object({
  enabled: z.boolean({ error: 'Say whether reminders are on (true or false).' }),
  rules: z.array(rule, { error: 'Send the rules as a list.' }).check(
    z.maxLength(REMINDER_LIMITS.rules, `At most ${String(REMINDER_LIMITS.rules)} rules.`),
    // Two rules on one day would send two reminders that day: the second is named.
    z.superRefine((rules, context) => {
      const seen = new Set<number>();
      rules.forEach((each: unknown, index) => {
        if (!isTiming(each)) return;
        const offset = reminderOffset(each);
        if (seen.has(offset)) {
          context.addIssue({
            code: 'custom',
            message: `Another rule already sends ${describeTiming(each).toLowerCase()}. Choose another day or remove one.`,
            path: [index, 'days'],
            input: rules,
          });
        }
        seen.add(offset);
      });
    }),
  ),
});

export const reminderSwitchRequest = z.object({
  enabled: z.boolean({ error: 'Say whether reminders are on (true or false).' }),
});
