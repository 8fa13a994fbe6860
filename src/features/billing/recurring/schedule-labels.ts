import type { ScheduleStatus } from '@/api/types';

export const SCHEDULE_STATUS_LABELS: Record<ScheduleStatus, string> = { ACTIVE: 'Active', PAUSED: 'Paused', ENDED: 'Ended' };
