using Bench.Harness.Native;
using Microsoft.Win32.SafeHandles;

namespace Bench.Harness.Tests.Native;

/// <summary>IFI on Windows needs SeManageVolumePrivilege: what the harness does with each answer the token gives.</summary>
public sealed class WindowsIfiPrivilegeTests
{
    /// <summary>Answers as the token would, and records what it was asked for.</summary>
    private sealed class FakeToken(PrivilegeAdjustment answer) : IPrivilegeAdjuster
    {
        public List<string> Asked { get; } = [];

        public PrivilegeAdjustment Enable(string privilege)
        {
            Asked.Add(privilege);
            return answer;
        }
    }

    [Fact]
    public void The_privilege_asked_for_is_the_one_SetFileValidData_needs()
    {
        var token = new FakeToken(PrivilegeAdjustment.Enabled);

        var state = WindowsIfiPrivilege.Enable(token);

        Assert.Equal(["SeManageVolumePrivilege"], token.Asked);
        Assert.True(state.Enabled);
        Assert.Null(state.SkipReason);
    }

    [Fact]
    public void An_account_without_the_privilege_gets_IFI_on_skipped_with_the_fix_named()
    {
        var state = WindowsIfiPrivilege.Enable(new FakeToken(new(PrivilegeOutcome.NotHeld, "AdjustTokenPrivileges: ERROR_NOT_ALL_ASSIGNED")));

        Assert.False(state.Enabled);
        Assert.Contains("grant 'Perform volume maintenance tasks' to this account, as SQL Server's service account has it, or run elevated", state.SkipReason, StringComparison.Ordinal);
        Assert.Contains("ERROR_NOT_ALL_ASSIGNED", state.SkipReason, StringComparison.Ordinal);
        Assert.Contains("IFI-on cases are skipped", state.State, StringComparison.Ordinal);
    }

    [Fact]
    public void A_failed_token_call_is_reported_with_its_error_and_the_same_fix()
    {
        var state = WindowsIfiPrivilege.Enable(new FakeToken(new(PrivilegeOutcome.Failed, "OpenProcessToken failed: Access is denied. (error 5)")));

        Assert.False(state.Enabled);
        Assert.Contains("OpenProcessToken failed: Access is denied. (error 5)", state.SkipReason, StringComparison.Ordinal);
        Assert.Contains(WindowsIfiPrivilege.Fix, state.SkipReason, StringComparison.Ordinal);
    }

    [Fact]
    public void Without_the_privilege_allocation_is_refused_before_the_file_is_touched()
    {
        using var temp = new TempDirectory();
        var state = WindowsIfiPrivilege.Enable(new FakeToken(new(PrivilegeOutcome.NotHeld, "AdjustTokenPrivileges: ERROR_NOT_ALL_ASSIGNED")));
        using SafeFileHandle file = File.OpenHandle(temp["data.mdf"], FileMode.CreateNew, FileAccess.ReadWrite);

        var allocated = WindowsIo.TryAllocate(file, 1 << 20, state, out var reason);

        Assert.False(allocated);
        Assert.Equal(state.SkipReason, reason);
        Assert.Equal(0, RandomAccess.GetLength(file));
    }

    [Fact]
    public void Doctor_says_first_whether_IFI_on_cases_can_run_and_that_Wine_is_no_Windows()
    {
        var missing = WindowsIfiPrivilege.Enable(new FakeToken(new(PrivilegeOutcome.NotHeld, "not held")));

        var lines = WindowsHost.Describe(missing, wineVersion: "8.0");

        Assert.StartsWith("IFI: this account does not hold SeManageVolumePrivilege", lines[0], StringComparison.Ordinal);
        Assert.Contains("Wine 8.0: a smoke test", lines[1], StringComparison.Ordinal);
        Assert.Single(WindowsHost.Describe(WindowsIfiPrivilege.Enable(new FakeToken(PrivilegeAdjustment.Enabled)), wineVersion: null));
    }

    [Fact]
    public void The_real_token_call_enables_the_privilege_or_says_why_on_Windows()
    {
        Assert.SkipUnless(OperatingSystem.IsWindows(), "the process token is Windows' (CI runs the real call under Wine through bench doctor)");

        var answer = new WindowsTokenPrivileges().Enable(WindowsIfiPrivilege.PrivilegeName);

        Assert.True(answer.Outcome == PrivilegeOutcome.Enabled || answer.Detail.Length > 0, answer.Detail);
    }
}
