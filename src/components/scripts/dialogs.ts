/**
 * Page-wide dialogs, loaded when they are due rather than with every page: the feedback dialog when a member
 * asks for it (shell-actions.ts sets the request), the bind-email prompt when the stored member has no security
 * email and was not asked since logging in. Each loads once; a failed load is tried again on the next request.
 */
import type { ComponentType } from 'react';
import { currentLocale } from '../../lib/i18n/current.ts';
import type { IslandProps } from '../../islands/ui/I18nProvider.tsx';
import { $feedbackRequested } from '../../stores/feedback.ts';
import { $shouldPromptBindEmail } from '../../stores/user.ts';

const loaded = new Set<string>();

async function load(name: string, root: () => Promise<{ default: ComponentType<IslandProps> }>): Promise<void> {
  if (loaded.has(name)) return;
  loaded.add(name);
  try {
    const [{ mountIsland }, { default: Root }] = await Promise.all([import('../../islands/ui/mountIsland.tsx'), root()]);
    mountIsland(Root, { locale: currentLocale() });
  } catch {
    loaded.delete(name);
  }
}

$feedbackRequested.subscribe((requested) => {
  if (requested) void load('feedback', () => import('../../islands/common/FeedbackDialog.tsx'));
});
$shouldPromptBindEmail.subscribe((due) => {
  if (due) void load('bindEmail', () => import('../../islands/account/BindEmailPrompt.tsx'));
});
