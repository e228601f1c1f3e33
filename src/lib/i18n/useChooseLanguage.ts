// Switching language (§2, §7): load and show it at once; a signed-in user's choice is saved to their preferences,
// a visitor's in this browser.
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useUpdatePreferencesMutation } from '../../../store/api/usersApi';
import { preferredLanguageChosen, selectUser } from '../../../store/slices/authSlice';
import { alertRaised } from '../../../store/slices/uiSlice';
import { reportError } from '../errorReporting/reportError';
import { writeGuestLocale } from './guestLocale';
import { useI18n } from './I18nProvider';
import type { Locale } from '../../../domain/locales';

export function useChooseLanguage() {
  const i18n = useI18n();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [updatePreferences] = useUpdatePreferencesMutation();

  return useCallback(
    async (locale: Locale) => {
      try {
        await i18n.setLocale(locale);
      } catch (error) {
        reportError(error, { where: 'language switch', locale });
        dispatch(alertRaised({ messageId: 'errors.unknown' }));
        return;
      }
      writeGuestLocale(locale);
      if (!user) return;
      // The language guard reads the user's preference on the next navigation: update it now, not after the call.
      dispatch(preferredLanguageChosen(locale));
      // The saved preference is the customer API's; staff (§6) keep their choice for the session and this browser.
      if (user.team_name !== null) return;
      const result = await updatePreferences({ userId: user.id, lang: locale });
      if ('error' in result)
        reportError(new Error('Saving the language preference failed'), {
          status: (result.error as { status?: unknown }).status,
        });
    },
    [i18n, dispatch, user, updatePreferences],
  );
}
