import type { ChatCore } from './chat-types';

/** The list's search by name or deal title, and its further pages. */
export function listActions(core: ChatCore) {
  return {
    /** Searches by name or deal title (empty: every conversation), from its first page. */
    async search(title: string) {
      const asked = title.trim();
      core.set({ list: { ...core.state.list, title: asked, status: 'loading' } });
      try {
        const page = await core.io.conversations({ page: 1, ...(asked ? { title: asked } : {}) });
        if (core.state.list.title !== asked) return;
        const conversations = { ...core.state.conversations };
        for (const conversation of page.data) conversations[conversation.id] = conversation;
        core.set({
          conversations,
          list: {
            title: asked,
            found: page.data.map((c) => c.id),
            page: 1,
            lastPage: page.meta.last_page,
            status: 'idle',
          },
        });
      } catch {
        if (core.state.list.title === asked) core.set({ list: { ...core.state.list, status: 'error' } });
      }
    },

    async loadMore() {
      const { list } = core.state;
      if (list.page >= list.lastPage || list.status === 'loading' || list.status === 'more') return;
      core.set({ list: { ...list, status: 'more' } });
      try {
        const page = await core.io.conversations({
          page: list.page + 1,
          ...(list.title ? { title: list.title } : {}),
        });
        if (core.state.list.title !== list.title) return;
        const conversations = { ...core.state.conversations };
        for (const conversation of page.data) conversations[conversation.id] = conversation;
        core.set({
          conversations,
          list: {
            ...core.state.list,
            found: [...core.state.list.found, ...page.data.map((c) => c.id)],
            page: page.meta.current_page,
            lastPage: page.meta.last_page,
            status: 'idle',
          },
        });
      } catch {
        core.set({ list: { ...core.state.list, status: 'error' } });
      }
    },
  };
}
