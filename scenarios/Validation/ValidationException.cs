namespace Bench.Scenarios.Validation;

/// <summary>Input refused before any I/O; carries every error found, not just the first.</summary>
public sealed class ValidationException : Exception
{
    /// <summary>Creates the exception from the errors found.</summary>
    public ValidationException(IReadOnlyList<ValidationError> errors)
        : base(string.Join(Environment.NewLine, errors ?? throw new ArgumentNullException(nameof(errors))))
    {
        Errors = errors;
    }

    /// <summary>Creates the exception from one error.</summary>
    public ValidationException(ValidationError error)
        : this([error])
    {
    }

    /// <summary>Every error found.</summary>
    public IReadOnlyList<ValidationError> Errors { get; }
}
