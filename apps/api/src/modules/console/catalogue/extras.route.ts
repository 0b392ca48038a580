import { consoleExperienceExtrasOperations as ops } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { operatorOf } from '../console-guard';
import {
  addQuestion,
  changeQuestion,
  listQuestions,
  removeQuestion,
  reorderQuestions,
} from './questions.service';
import { refreshStore } from './store-refresh';
import { changeCancellationTerms, getCancellationTerms } from './terms.service';

/**
 * An experience's booking questions and cancellation terms: any operator reads them, admins change
 * them. The store reads both afresh on every request; the catalogue refresh after a change still
 * moves the catalogue's version on, so cached pages that show them follow too.
 */
export function catalogueExtrasRoutes({
  app,
  db,
  clock,
  catalogueCache,
  storeRevalidation,
}: AppContext): void {
  const changed = async <T>(result: T, message: string) => {
    await refreshStore(db, catalogueCache, storeRevalidation, app.log);
    return ok(result, message);
  };

  route(app, ops.experienceQuestions, async (request) => ok(await listQuestions(db, request.params.id)));

  route(app, ops.addQuestion, async (request) =>
    changed(
      await addQuestion(db, operatorOf(request), request.params.id, request.body, clock()),
      'Question added.',
    ),
  );

  route(app, ops.changeQuestion, async (request) =>
    changed(
      await changeQuestion(
        db,
        operatorOf(request),
        request.params.id,
        request.params.question_id,
        request.body,
        clock(),
      ),
      'Question saved.',
    ),
  );

  route(app, ops.removeQuestion, async (request) =>
    changed(
      await removeQuestion(db, operatorOf(request), request.params.id, request.params.question_id, clock()),
      'Question removed.',
    ),
  );

  route(app, ops.reorderQuestions, async (request) =>
    changed(
      await reorderQuestions(db, operatorOf(request), request.params.id, request.body, clock()),
      'Questions reordered.',
    ),
  );

  route(app, ops.experienceTerms, async (request) => ok(await getCancellationTerms(db, request.params.id)));

  route(app, ops.changeCancellationTerms, async (request) =>
    changed(
      await changeCancellationTerms(db, operatorOf(request), request.params.id, request.body, clock()),
      'Cancellation terms saved.',
    ),
  );
}
