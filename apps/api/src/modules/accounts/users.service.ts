// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _usersRepository from './users.repository';

export function findUserBy(...args: Parameters<typeof _usersRepository.findUserBy>) {
  return _usersRepository.findUserBy(...args);
}

export function findUserByProvenEmail(...args: Parameters<typeof _usersRepository.findUserByProvenEmail>) {
  return _usersRepository.findUserByProvenEmail(...args);
}

export function insertUser(...args: Parameters<typeof _usersRepository.insertUser>) {
  return _usersRepository.insertUser(...args);
}

export function updateUser(...args: Parameters<typeof _usersRepository.updateUser>) {
  return _usersRepository.updateUser(...args);
}
