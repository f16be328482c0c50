import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LIMITS, PASSWORD_SPECIALS } from "@backoffice/contract";
import { cn } from "@/lib/utils";

const RULES = [
  {
    key: "length",
    test: (v: string) =>
      v.length >= LIMITS.password.min && v.length <= LIMITS.password.max,
  },
  { key: "uppercase", test: (v: string) => /[A-Z]/.test(v) },
  { key: "lowercase", test: (v: string) => /[a-z]/.test(v) },
  { key: "digit", test: (v: string) => /\d/.test(v) },
  {
    key: "special",
    test: (v: string) => [...PASSWORD_SPECIALS].some((c) => v.includes(c)),
  },
] as const;

/** The password policy, ticked off as the user types. */
export function PasswordPolicy({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation("auth");
  const specials = [...PASSWORD_SPECIALS].join(" ");
  return (
    <div id={id} className="rounded-md border bg-muted/40 p-3 text-sm">
      <p className="mb-1 font-medium">{t("passwordPolicy.title")}</p>
      <ul className="grid gap-1">
        {RULES.map((rule) => {
          const met = rule.test(value);
          const Icon = met ? Check : X;
          return (
            <li
              key={rule.key}
              className={cn(
                "flex items-center gap-2",
                met
                  ? "text-emerald-700 dark:text-emerald-400"
                  : "text-muted-foreground",
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" />
              <span>{t(`passwordPolicy.${rule.key}`, { specials })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
