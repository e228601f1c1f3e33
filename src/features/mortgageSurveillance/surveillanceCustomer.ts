// Who the surveillance pages are for: the signed-in customer, and whether they have opted in.
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';

export function useCustomerId(): number {
  return useAppSelector(selectUser)?.id ?? 0;
}

/** The customer has given the surveillance consent. */
export function useOptedIn(): boolean {
  return useAppSelector(selectUser)?.mortgage_surveillance === true;
}
