namespace Bench.Harness.Tests;

/// <summary>
/// Records what is written, and cancels <paramref name="cancel"/> once the text holds <paramref name="trigger"/>, after
/// calling <paramref name="first"/> when given (to look at what the command wrote by then).
/// </summary>
internal sealed class CancellingWriter(string trigger, CancellationTokenSource cancel, Action? first = null) : StringWriter
{
    public override void Write(char value)
    {
        base.Write(value);
        Check();
    }

    public override void Write(string? value)
    {
        base.Write(value);
        Check();
    }

    public override void Write(char[] buffer, int index, int count)
    {
        base.Write(buffer, index, count);
        Check();
    }

    private void Check()
    {
        if (!cancel.IsCancellationRequested && ToString().Contains(trigger, StringComparison.Ordinal))
        {
            first?.Invoke();
            cancel.Cancel();
        }
    }
}
