// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _cardsRepository from './cards.repository';

export function cardsByTag(...args: Parameters<typeof _cardsRepository.cardsByTag>) {
  return _cardsRepository.cardsByTag(...args);
}

export function pageOfCards(...args: Parameters<typeof _cardsRepository.pageOfCards>) {
  return _cardsRepository.pageOfCards(...args);
}
