import type { DemoCategory, DemoTemplate } from './demo-content';

/**
 * A template as it becomes one service: the same idea twice needs a different suffix each time. A
 * module of its own so that the planners of owners and prices can name it without importing the
 * service plan that calls them.
 */
export type Entry = {
  mainSlug: string;
  mainIndex: number;
  category: DemoCategory;
  template: DemoTemplate;
  suffix?: number;
};
