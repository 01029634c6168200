import { type LiveEvent, type QuestionList, sessionQuestionsTopic } from '@cc/api/contract';
import { announce, truncate } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveTopics } from '../../../lib/live-client/use-live-topics';
import { MY_QUESTIONS_KEY } from '../api/get-my-questions';
import { questionsQueryKey } from '../api/get-questions';
import { applyQuestionEvents } from '../utils/question-cache';

/**
 * Live questions for the list on screen: all questions, or one session's. New and newly answered questions
 * are announced (§4: "an insert adds the question at the top and announces it; an update replaces the
 * question and announces if it is now answered").
 */
export function useQuestionsLive(sessionId: number | null, enabled: boolean): void {
  const queryClient = useQueryClient();
  const key = questionsQueryKey(sessionId);
  const topics = !enabled ? [] : sessionId === null ? (['questions'] as const) : [sessionQuestionsTopic(sessionId)];
  useLiveTopics(topics, {
    onEvents(events: LiveEvent[]) {
      // A question published or answered may be one of the caller's own: its status in My questions changes.
      void queryClient.invalidateQueries({ queryKey: MY_QUESTIONS_KEY });
      const list = queryClient.getQueryData<QuestionList>(key);
      if (!list) {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      const result = applyQuestionEvents(list, events);
      if (result.list !== list) queryClient.setQueryData(key, result.list);
      // A fetch in flight may have read the database before this change: fetch again (it replaces that one).
      if (queryClient.isFetching({ queryKey: key }) > 0) void queryClient.invalidateQueries({ queryKey: key });
      const messages = result.changes.map((change) =>
        change.kind === 'added'
          ? `New question: ${truncate(change.question.text, 80)}`
          : `Question answered: ${truncate(change.question.text, 80)}`,
      );
      if (messages.length > 0) announce(messages.join('. '));
    },
    onResync() {
      void queryClient.invalidateQueries({ queryKey: ['questions'] });
      void queryClient.invalidateQueries({ queryKey: MY_QUESTIONS_KEY });
    },
  });
}
