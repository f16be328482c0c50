import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import {
  LIMITS,
  type Keyword,
  type KeywordType,
  type UpdateKeyword,
} from "@backoffice/contract";
import {
  FormDialogFooter,
  RecordFormDialog,
} from "@/components/record-form-dialog";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/errors";
import { applyServerErrors } from "@/lib/form-errors";
import { isApiError } from "@/lib/http";
import { pickChanges } from "@/lib/pick-changes";
import { notify } from "@/lib/toast";
import { useCreateKeyword } from "./api/create-keyword";
import { useUpdateKeyword } from "./api/update-keyword";
import {
  KEYWORD_FORM_FIELDS,
  keywordFormDefaults,
  keywordFormInitial,
  keywordFormSchema,
  type KeywordFormInput,
  type KeywordFormValues,
} from "./keyword-form-schema";

interface KeywordFormDialogProps {
  type: KeywordType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The keyword to edit; none to add one. */
  keyword?: Keyword;
}

/** Add or edit a forward or restrict keyword. */
export function KeywordFormDialog({
  type,
  open,
  onOpenChange,
  keyword,
}: KeywordFormDialogProps) {
  const { t } = useTranslation("keyword");
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-lg"
      title={keyword ? t("form.editTitle") : t("form.addTitle")}
      description={
        keyword
          ? t("form.editDescription", { keyword: keyword.keyword })
          : t(`form.addDescription.${type}`)
      }
    >
      <KeywordForm
        key={keyword?.id ?? "new"}
        type={type}
        keyword={keyword}
        onDone={() => onOpenChange(false)}
      />
    </RecordFormDialog>
  );
}

function KeywordForm({
  type,
  keyword,
  onDone,
}: {
  type: KeywordType;
  keyword: Keyword | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation("keyword");
  const form = useForm<KeywordFormInput, unknown, KeywordFormValues>({
    resolver: zodResolver(keywordFormSchema),
    defaultValues: keywordFormDefaults(keyword),
  });
  const createKeyword = useCreateKeyword(type);
  const updateKeyword = useUpdateKeyword(type);

  function onFailure(
    error: unknown,
    failedKey: "toast.createFailed" | "toast.updateFailed",
  ) {
    applyServerErrors(error, form.setError, KEYWORD_FORM_FIELDS, {
      QUEUE_NUMBER_ALREADY_USED: "queue_number",
    });
    // A taken queue number has the product's own toast: 'Queue number already used.'
    if (isApiError(error) && error.code === "QUEUE_NUMBER_ALREADY_USED")
      notify.error(errorMessage(error));
    else notify.error(t(failedKey, { reason: errorMessage(error) }));
  }

  async function onSubmit(values: KeywordFormValues) {
    if (!keyword) {
      try {
        await createKeyword.mutateAsync(values);
        notify.success(t("toast.created"));
        onDone();
      } catch (error) {
        onFailure(error, "toast.createFailed");
      }
      return;
    }
    const changes: UpdateKeyword = pickChanges(
      keywordFormInitial(keyword),
      values,
    );
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await updateKeyword.mutateAsync({ id: keyword.id, changes });
      notify.success(t("toast.updated"));
      onDone();
    } catch (error) {
      onFailure(error, "toast.updateFailed");
    }
  }

  const submitting = form.formState.isSubmitting;
  const labels = {
    keyword: t("form.keyword"),
    queue_number: t("form.queueNumber"),
    price: t("form.price"),
    remarks: t("form.remarks"),
  };
  return (
    <Form {...form}>
      <form
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className="grid gap-4"
        noValidate
      >
        <FormField
          control={form.control}
          name="keyword"
          label={labels.keyword}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.keyword}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" />
              </FormControl>
              <FormDescription>
                {t("form.length", {
                  current: field.value.length,
                  max: LIMITS.keyword,
                })}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="queue_number"
            label={labels.queue_number}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.queue_number}</FormLabel>
                <FormControl>
                  <Input
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    onChange={field.onChange}
                    value={String(field.value ?? "")}
                    inputMode="numeric"
                    autoComplete="off"
                  />
                </FormControl>
                <FormDescription>
                  {t("form.queueNumberHint", {
                    min: LIMITS.queueNumber.min,
                    max: LIMITS.queueNumber.max,
                  })}
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="price"
            label={labels.price}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.price}</FormLabel>
                <div className="relative">
                  <span
                    className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
                    aria-hidden="true"
                  >
                    $
                  </span>
                  <FormControl>
                    <Input
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      onChange={field.onChange}
                      value={String(field.value)}
                      inputMode="decimal"
                      autoComplete="off"
                      className="pl-7"
                    />
                  </FormControl>
                </div>
                <FormDescription>{t("form.priceHint")}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="remarks"
          label={labels.remarks}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.remarks}</FormLabel>
              <FormControl>
                <Textarea {...field} value={field.value ?? ""} rows={3} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormDialogFooter
          cancelLabel={t("cancel")}
          submitLabel={keyword ? t("form.submitEdit") : t("form.submitAdd")}
          submitting={submitting}
        />
      </form>
    </Form>
  );
}
